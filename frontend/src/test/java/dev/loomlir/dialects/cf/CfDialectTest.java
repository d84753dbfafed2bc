package dev.loomlir.dialects.cf;

import static dev.loomlir.fixtures.IrFixtures.error;
import static dev.loomlir.fixtures.IrFixtures.printGeneric;
import static dev.loomlir.fixtures.IrFixtures.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import org.junit.jupiter.api.Test;

/** The cf dialect; expected texts are mlir-opt-22's output for the same input. */
class CfDialectTest {
  private static final String SWITCH = """
      func.func @f(%flag: i32, %a: i32) {
        cf.switch %flag : i32, [
          default: ^bb1(%a : i32),
          -3: ^bb2
        ]
      ^bb1(%x: i32):
        cf.br ^bb2
      ^bb2:
        return
      }
      """;

  @Test
  void everyOpSyntaxCompiles() {
    IrFixtures.assertAllSyntaxCompiles(new CfDialect());
  }

  @Test
  void switchPrintsCaseValuesUnsigned() {
    assertEquals("""
        module {
          func.func @f(%arg0: i32, %arg1: i32) {
            cf.switch %arg0 : i32, [
              default: ^bb1(%arg1 : i32),
              4294967293: ^bb2
            ]
          ^bb1(%0: i32):  // pred: ^bb0
            cf.br ^bb2
          ^bb2:  // 2 preds: ^bb0, ^bb1
            return
          }
        }
        """, roundTrip(SWITCH));
  }

  @Test
  void switchGenericForm() {
    assertEquals("""
        "builtin.module"() ({
          "func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
          ^bb0(%arg0: i32, %arg1: i32):
            "cf.switch"(%arg0, %arg1)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<-3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
          ^bb1(%0: i32):  // pred: ^bb0
            "cf.br"()[^bb2] : () -> ()
          ^bb2:  // 2 preds: ^bb0, ^bb1
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """, printGeneric(SWITCH));
  }

  @Test
  void condBrWithWeights() {
    String in = """
        func.func @f(%c: i1, %a: i32) {
          cf.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2
        ^bb1(%x: i32):
          return
        ^bb2:
          return
        }
        """;
    assertEquals("""
        module {
          func.func @f(%arg0: i1, %arg1: i32) {
            cf.cond_br %arg0 weights([1, 2]), ^bb1(%arg1 : i32), ^bb2
          ^bb1(%0: i32):  // pred: ^bb0
            return
          ^bb2:  // pred: ^bb0
            return
          }
        }
        """, roundTrip(in));
  }

  @Test
  void branchWeightCount() {
    assertEquals("expects number of branch weights to match number of successors: 3 vs 2",
        error("func.func @b(%c: i1) {\n  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1\n^bb1:\n  return\n}\n"));
  }

  @Test
  void switchCaseValueType() {
    assertEquals("'cf.switch' op 'flag' type ('i32') should match case value type ('i64')", error("""
        func.func @s(%f: i32) {
          "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
        ^bb1:
          return
        }
        """));
  }
}
