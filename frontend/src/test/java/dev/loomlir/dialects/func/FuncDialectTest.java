package dev.loomlir.dialects.func;

import static dev.loomlir.fixtures.IrFixtures.error;
import static dev.loomlir.fixtures.IrFixtures.printGeneric;
import static dev.loomlir.fixtures.IrFixtures.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import org.junit.jupiter.api.Test;

/** The func dialect; expected texts are mlir-opt-22's output for the same input. */
class FuncDialectTest {
  private static final String CALLS = """
      func.func private @ext(i32) -> i32
      func.func @f(%a: i32) -> i32 {
        %0 = func.call @ext(%a) : (i32) -> i32
        %1 = func.constant @ext : (i32) -> i32
        %2 = func.call_indirect %1(%0) : (i32) -> i32
        return %2 : i32
      }
      """;

  @Test
  void everyOpSyntaxCompiles() {
    IrFixtures.assertAllSyntaxCompiles(new FuncDialect());
  }

  @Test
  void callsCustomForm() {
    assertEquals("""
        module {
          func.func private @ext(i32) -> i32
          func.func @f(%arg0: i32) -> i32 {
            %0 = call @ext(%arg0) : (i32) -> i32
            %f = constant @ext : (i32) -> i32
            %1 = call_indirect %f(%0) : (i32) -> i32
            return %1 : i32
          }
        }
        """, roundTrip(CALLS));
  }

  @Test
  void callsGenericForm() {
    assertEquals("""
        "builtin.module"() ({
          "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
          }) : () -> ()
          "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
          ^bb0(%arg0: i32):
            %0 = "func.call"(%arg0) <{callee = @ext}> : (i32) -> i32
            %1 = "func.constant"() <{value = @ext}> : () -> ((i32) -> i32)
            %2 = "func.call_indirect"(%1, %0) : ((i32) -> i32, i32) -> i32
            "func.return"(%2) : (i32) -> ()
          }) : () -> ()
        }) : () -> ()
        """, printGeneric(CALLS));
  }

  @Test
  void argumentAndResultAttributesAreProperties() {
    String in = """
        func.func @f(%a: i32 {xyz.noalias}, %b: i64) -> (i32 {xyz.r}) attributes {no_inline, x = 3} {
          return %a : i32
        }
        """;
    assertEquals("""
        module {
          func.func @f(%arg0: i32 {xyz.noalias}, %arg1: i64) -> (i32 {xyz.r}) attributes {no_inline, x = 3 : i64} {
            return %arg0 : i32
          }
        }
        """, roundTrip(in));
    assertEquals("""
        "builtin.module"() ({
          "func.func"() <{arg_attrs = [{xyz.noalias}, {}], function_type = (i32, i64) -> i32, no_inline, res_attrs = [{xyz.r}], sym_name = "f"}> ({
          ^bb0(%arg0: i32, %arg1: i64):
            "func.return"(%arg0) : (i32) -> ()
          }) {x = 3 : i64} : () -> ()
        }) : () -> ()
        """, printGeneric(in));
  }

  @Test
  void returnTypeMismatch() {
    assertEquals("type of return operand 0 ('i64') doesn't match function result type ('i32') in function @r",
        error("func.func @r(%a: i64) -> i32 {\n  return %a : i64\n}\n"));
  }

  @Test
  void returnCountMismatch() {
    assertEquals("'func.return' op has 0 operands, but enclosing function (@r) returns 1",
        error("func.func @r() -> i32 {\n  return\n}\n"));
  }

  @Test
  void callOfUnknownFunction() {
    assertEquals("'func.call' op 'nope' does not reference a valid function",
        error("func.func @c(%a: i32) {\n  call @nope(%a) : (i32) -> ()\n  return\n}\n"));
  }

  @Test
  void callOperandTypeMismatch() {
    assertEquals("'func.call' op operand type mismatch: expected operand type 'i64', but provided 'i32' for operand number 0",
        error("func.func private @t(i64)\nfunc.func @c(%a: i32) {\n  call @t(%a) : (i32) -> ()\n  return\n}\n"));
  }

  @Test
  void publicDeclaration() {
    assertEquals("'func.func' op symbol declaration cannot have public visibility", error("func.func @d()\n"));
  }

  @Test
  void constantOfUndefinedFunction() {
    assertEquals("'func.constant' op reference to undefined function 'nope'",
        error("func.func @k() {\n  %f = constant @nope : () -> ()\n  return\n}\n"));
  }
}
