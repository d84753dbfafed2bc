package dev.loomlir.dialects.math;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import org.junit.jupiter.api.Test;

/** The math dialect against upstream's text: expected strings come from mlir-opt-22. */
class MathDialectTest {
  @Test void everyOpHasCompilingSyntax() {
    IrFixtures.assertAllSyntaxCompiles(new MathDialect());
  }

  @Test void genericFormMaterializesDefaultFastMath() {
    String text = """
        func.func @f(%x: f32, %i: i32) -> f32 {
          %0 = math.sqrt %x fastmath<afn> : f32
          %1 = math.fpowi %0, %i : f32, i32
          %2 = math.isnan %1 : f32
          %3 = math.ctpop %i : i32
          return %1 : f32
        }
        """;
    String expected = """
        "builtin.module"() ({
          "func.func"() <{function_type = (f32, i32) -> f32, sym_name = "f"}> ({
          ^bb0(%arg0: f32, %arg1: i32):
            %0 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
            %1 = "math.fpowi"(%0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
            %2 = "math.isnan"(%1) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
            %3 = "math.ctpop"(%arg1) : (i32) -> i32
            "func.return"(%1) : (f32) -> ()
          }) : () -> ()
        }) : () -> ()
        """;
    assertEquals(expected, IrFixtures.printGeneric(text));
  }
}
