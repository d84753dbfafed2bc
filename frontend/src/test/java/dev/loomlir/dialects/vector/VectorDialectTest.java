package dev.loomlir.dialects.vector;

import static dev.loomlir.fixtures.IrFixtures.error;
import static dev.loomlir.fixtures.IrFixtures.printGeneric;
import static dev.loomlir.fixtures.IrFixtures.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import org.junit.jupiter.api.Test;

/** vector.print and vector.broadcast; expected texts are mlir-opt-22's output for the same input. */
class VectorDialectTest {
  private static final String PRINTS = """
      func.func @f(%x: f32, %v: vector<4xf32>) {
        vector.print %v : vector<4xf32>
        vector.print %x : f32 punctuation <comma>
        vector.print punctuation <newline>
        vector.print str "hi\\n"
        return
      }
      """;

  @Test
  void everyOpSyntaxCompiles() {
    IrFixtures.assertAllSyntaxCompiles(new VectorDialect());
  }

  @Test
  void printForms() {
    assertEquals("""
        module {
          func.func @f(%arg0: f32, %arg1: vector<4xf32>) {
            vector.print %arg1 : vector<4xf32>
            vector.print %arg0 : f32 punctuation <comma>
            vector.print
            vector.print str "hi\\0A"
            return
          }
        }
        """, roundTrip(PRINTS));
  }

  @Test
  void printGenericFormHasThePunctuationAttribute() {
    assertEquals("""
        "builtin.module"() ({
          "func.func"() <{function_type = (f32, vector<4xf32>) -> (), sym_name = "f"}> ({
          ^bb0(%arg0: f32, %arg1: vector<4xf32>):
            "vector.print"(%arg1) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
            "vector.print"(%arg0) <{punctuation = #vector.punctuation<comma>}> : (f32) -> ()
            "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
            "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hi\\0A"}> : () -> ()
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """, printGeneric(PRINTS));
  }

  @Test
  void genericPunctuationParses() {
    String in = "func.func @f(%x: f32) {\n  \"vector.print\"(%x) <{punctuation = #vector.punctuation<open>}> : (f32) -> ()\n  return\n}\n";
    assertEquals("""
        module {
          func.func @f(%arg0: f32) {
            vector.print %arg0 : f32 punctuation <open>
            return
          }
        }
        """, roundTrip(in));
  }

  @Test
  void stringWithOperand() {
    assertEquals("'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings",
        error("func.func @f(%x: f32) {\n  vector.print %x : f32 str \"a\"\n  return\n}\n"));
  }

  @Test
  void printOfMemref() {
    assertEquals("'vector.print' op operand #0 must be , but got 'memref<4xf32>'",
        error("func.func @f(%m: memref<4xf32>) {\n  vector.print %m : memref<4xf32>\n  return\n}\n"));
  }
}
