package dev.loomlir.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Dim;
import dev.loomlir.ir.AffineExpr.Symbol;
import org.junit.jupiter.api.Test;

/** MLIR's flattening of floordiv, ceildiv and mod in {@code simplifyAffineExpr}. */
class AffineSimplifierTest {
  private static final AffineExpr D0 = new Dim(0), D1 = new Dim(1), S0 = new Symbol(0);

  private static Constant c(long v) { return new Constant(v); }

  private static String simplify(AffineExpr e) { return AffineSimplifier.simplify(e, 2, 1).toString(); }

  @Test
  void modPlusScaledFloorDivIsTheDividend() {
    AffineExpr e = AffineExpr.sum(AffineExpr.mod(D0, c(2)), AffineExpr.product(AffineExpr.floorDiv(D0, c(2)), c(2)));
    assertEquals("d0 mod 2 + (d0 floordiv 2) * 2", e.toString(), "not simplified as it is built");
    assertEquals("d0", simplify(e));
  }

  @Test
  void cancellingModsDropOut() {
    AffineExpr m = AffineExpr.mod(S0, c(2));
    assertEquals("d0", simplify(AffineExpr.sum(AffineExpr.sum(D0, m), AffineExpr.negate(m))));
    AffineExpr q = AffineExpr.floorDiv(D1, c(3));
    assertEquals("d0", simplify(AffineExpr.sum(AffineExpr.sum(q, D0), AffineExpr.negate(q))));
  }

  @Test
  void modBecomesDividendMinusQuotient() {
    // A mod left alone flattens to e - c * (e floordiv c) and is rebuilt as written.
    assertEquals("d0 mod 4", simplify(AffineExpr.mod(D0, c(4))));
    // The dividend's terms merge with the others; the quotient is built by the simplifying builder.
    assertEquals("d0 + d1 * 4 - ((d0 + d1 * 3) floordiv 4) * 4",
        simplify(AffineExpr.sum(AffineExpr.mod(AffineExpr.sum(D0, AffineExpr.product(D1, c(3))), c(4)), D1)));
  }

  @Test
  void divisionCancelsCommonFactors() {
    // (d0 * 2 + d1 * 4) floordiv 2 is exact; floordiv 4 leaves (d0 + d1 * 2) floordiv 2, which the
    // builder splits (d1 * 2 is a multiple of 2) and ceildiv keeps.
    AffineExpr e = AffineExpr.sum(AffineExpr.product(D0, c(2)), AffineExpr.product(D1, c(4)));
    assertEquals("d0 + d1 * 2", simplify(AffineExpr.floorDiv(e, c(2))));
    assertEquals("d1 + d0 floordiv 2", simplify(AffineExpr.floorDiv(e, c(4))));
    assertEquals("(d0 + d1 * 2) ceildiv 2", simplify(AffineExpr.ceilDiv(e, c(4))));
  }

  @Test
  void nonPositiveDivisorsAreNotFlattened() {
    AffineExpr e = AffineExpr.sum(AffineExpr.floorDiv(D0, c(-2)), AffineExpr.sum(D1, AffineExpr.negate(D1)));
    assertEquals(e, AffineSimplifier.simplify(e, 2, 1));
  }

  @Test
  void symbolicQuotientsAreLocalTerms() {
    AffineExpr q = AffineExpr.floorDiv(D0, S0);
    assertEquals("d1", simplify(AffineExpr.sum(AffineExpr.sum(q, D1), AffineExpr.negate(q))));
  }
}
