package dev.loomlir.dialects.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.DiagnosticException;
import org.junit.jupiter.api.Test;

/** The arith dialect against upstream's text: expected strings come from mlir-opt-22. */
class ArithDialectTest {
  @Test void everyOpHasCompilingSyntax() {
    IrFixtures.assertAllSyntaxCompiles(new ArithDialect());
  }

  @Test void genericFormSpellsFlagsAndMaterializesDefaults() {
    String text = """
        func.func @f(%a: i32, %x: f32, %d: f64) -> i1 {
          %0 = arith.addi %a, %a overflow<nuw, nsw> : i32
          %1 = arith.divsi %0, %a exact : i32
          %2 = arith.mulf %x, %x fastmath<fast> : f32
          %3 = arith.truncf %d downward : f64 to f32
          %4 = arith.cmpf ole, %2, %3 : f32
          %c = arith.constant 7 : i32
          return %4 : i1
        }
        """;
    String expected = """
        "builtin.module"() ({
          "func.func"() <{function_type = (i32, f32, f64) -> i1, sym_name = "f"}> ({
          ^bb0(%arg0: i32, %arg1: f32, %arg2: f64):
            %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
            %1 = "arith.divsi"(%0, %arg0) <{isExact}> : (i32, i32) -> i32
            %2 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
            %3 = "arith.truncf"(%arg2) <{roundingmode = 1 : i32}> : (f64) -> f32
            %4 = "arith.cmpf"(%2, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
            %5 = "arith.constant"() <{value = 7 : i32}> : () -> i32
            "func.return"(%4) : (i1) -> ()
          }) : () -> ()
        }) : () -> ()
        """;
    assertEquals(expected, IrFixtures.printGeneric(text));
  }

  @Test void dialectAttributesRoundTripInGenericForm() {
    String text = """
        func.func @f(%x: f64) -> f64 {
          %0 = "arith.addf"(%x, %x) {fastmath = #arith.fastmath<nsz, fast>} : (f64, f64) -> f64
          %1 = "arith.mulf"(%0, %0) {fastmath = #arith.fastmath<nnan,reassoc>} : (f64, f64) -> f64
          return %1 : f64
        }
        """;
    String printed = IrFixtures.roundTrip("test.mlir", text);
    // mlir-opt-22: a full flag set collapses to `fast`; flags print in declaration order.
    assertTrue(printed.contains("%0 = arith.addf %arg0, %arg0 fastmath<fast> : f64"), printed);
    assertTrue(printed.contains("%1 = arith.mulf %0, %0 fastmath<reassoc,nnan> : f64"), printed);
  }

  @Test void unknownFlagsAreDiagnosed() {
    String overflow = "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a overflow<foo> : i32\n  return\n}\n";
    DiagnosticException e = assertThrows(DiagnosticException.class, () -> IrFixtures.parse("t.mlir", overflow));
    assertTrue(e.getMessage().contains("expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"),
        e.getMessage());
    String fastmath = "func.func @f(%a: f32) {\n  %0 = arith.addf %a, %a fastmath<foo> : f32\n  return\n}\n";
    e = assertThrows(DiagnosticException.class, () -> IrFixtures.parse("t.mlir", fastmath));
    assertTrue(e.getMessage().contains(
        "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast"),
        e.getMessage());
  }

  @Test void fastMathSpelling() {
    assertEquals("#arith.fastmath<none>", FastMathAttr.NONE.toString());
    assertEquals("#arith.fastmath<fast>", new FastMathAttr(FastMathAttr.FAST).toString());
    assertEquals("#arith.fastmath<nnan,ninf>", new FastMathAttr(FastMathAttr.NNAN | FastMathAttr.NINF).toString());
    assertEquals("#arith.overflow<nsw, nuw>",
        new IntegerOverflowAttr(IntegerOverflowAttr.NSW | IntegerOverflowAttr.NUW).toString());
    assertEquals("#arith.overflow<none>", IntegerOverflowAttr.NONE.toString());
  }

  @Test void selectRequiresThreeOperands() {
    String text = "func.func @f(%a: i1, %b: i32) {\n  %0 = arith.select %a, %b : i32\n  return\n}\n";
    DiagnosticException e = assertThrows(DiagnosticException.class, () -> IrFixtures.parse("t.mlir", text));
    assertTrue(e.getMessage().contains("expected 3 operands"), e.getMessage());
  }
}
