package dev.loomlir.codegen;

import static dev.loomlir.codegen.CodegenTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Float ops upstream's reference pipeline cannot run on these inputs (or runs against the op's
 * documentation), so the expected values are worked out by hand: {@code math.clampf} from its
 * documented {@code maximumf(minimumf(x, hi), lo)}, {@code arith.scaling_extf/scaling_truncf}
 * from {@code arith-expand}'s lowering with scales that are not powers of two, and
 * {@code minnumf}/{@code maxnumf} on signed zeros (the documentation allows either zero; loomlir
 * orders -0 below +0). Upstream-checked cases are in {@code programs/upstream_expansions.mlir}.
 */
class FloatExpansionSemanticsTest {
  private static String body(String ops) {
    return "func.func @main() {\n" + ops + "\n  return\n}\n";
  }

  @Test void clampfIsMaximumOfMinimumWithSignedZerosAndNaN() {
    assertEquals("0\n-0\n3\n1\n", run("clamp.mlir", body("""
          %pz = arith.constant 0.0 : f32
          %nz = arith.constant -0.0 : f32
          %one = arith.constant 1.0 : f32
          %m1 = arith.constant -1.0 : f32
          %a = math.clampf %nz to [%pz, %one] : f32
          vector.print %a : f32
          %b = math.clampf %pz to [%m1, %nz] : f32
          vector.print %b : f32
          %five = arith.constant 5.0 : f64
          %three = arith.constant 3.0 : f64
          %lo_one = arith.constant 1.0 : f64
          %c = math.clampf %five to [%three, %lo_one] : f64
          vector.print %c : f64
          %nan = arith.constant 0x7FC00000 : f32
          %d = math.clampf %nan to [%pz, %one] : f32
          %isnan = arith.cmpf uno, %d, %d : f32
          vector.print %isnan : i1""")));
  }

  @Test void clampfOnVectorsOfHalfFloats() {
    assertEquals("( 0.5, 4, 1.5 )\n", run("clampv.mlir", body("""
          %x = arith.constant dense<[0.25, 9.0, 1.5]> : vector<3xf16>
          %lo = arith.constant dense<0.5> : vector<3xf16>
          %hi = arith.constant dense<4.0> : vector<3xf16>
          %r = math.clampf %x to [%lo, %hi] : vector<3xf16>
          vector.print %r : vector<3xf16>""")));
  }

  /** Only the scale's exponent counts: 3.0 → 2, -4.0 → 4, 0 → +0, inf → NaN. */
  @Test void scalingExtfKeepsOnlyTheExponentOfTheScale() {
    assertEquals("6\n12\n0\n1\n", run("sext.mlir", body("""
          %x = arith.constant 3.0 : f16
          %s3 = arith.constant 3.0 : bf16
          %sm4 = arith.constant -4.0 : bf16
          %s0 = arith.constant 0.0 : bf16
          %sinf = arith.constant 0x7F80 : bf16
          %a = arith.scaling_extf %x, %s3 : f16, bf16 to f32
          vector.print %a : f32
          %b = arith.scaling_extf %x, %sm4 : f16, bf16 to f64
          vector.print %b : f64
          %c = arith.scaling_extf %x, %s0 : f16, bf16 to f32
          vector.print %c : f32
          %d = arith.scaling_extf %x, %sinf : f16, bf16 to f32
          %isnan = arith.cmpf uno, %d, %d : f32
          vector.print %isnan : i1""")));
  }

  /**
   * 100000 / 2 = 50000, which rounds to the f16 49984 (a tie between 49984 and 50016: even
   * significand); an f64 scale is rounded to f32 first (1e200 → inf → NaN factor); a scale of 1.5
   * has the exponent of 1, so 1e300 is only truncated to f32 (inf).
   */
  @Test void scalingTruncfDividesInTheOperandTypeThenTruncates() {
    assertEquals("49984\n1\ninf\n", run("strunc.mlir", body("""
          %y = arith.constant 100000.0 : f32
          %s3 = arith.constant 3.0 : f32
          %a = arith.scaling_truncf %y, %s3 : f32, f32 to f16
          vector.print %a : f16
          %w = arith.constant 1.0e300 : f64
          %huge = arith.constant 1.0e200 : f64
          %b = arith.scaling_truncf %w, %huge : f64, f64 to f32
          %isnan = arith.cmpf uno, %b, %b : f32
          vector.print %isnan : i1
          %s15 = arith.constant 1.5 : f64
          %c = arith.scaling_truncf %w, %s15 : f64, f64 to f32
          vector.print %c : f32""")));
  }

  @Test void numMinMaxOrderSignedZeros() {
    assertEquals("-0, 0, -0, 0\n", run("num.mlir", body("""
          %p = arith.constant 0.0 : f64
          %n = arith.constant -0.0 : f64
          %a = arith.minnumf %p, %n : f64
          %b = arith.maxnumf %n, %p : f64
          %c = arith.minnumf %n, %p : f64
          %d = arith.maxnumf %p, %n : f64
          vector.print %a : f64 punctuation <comma>
          vector.print %b : f64 punctuation <comma>
          vector.print %c : f64 punctuation <comma>
          vector.print %d : f64""")));
  }
}
