package dev.loomlir.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Dim;
import dev.loomlir.ir.AffineExpr.Symbol;
import org.junit.jupiter.api.Test;

/** The construction-time rules of mlir-opt-22's affine builders, and its printed forms. */
class AffineExprBuildersTest {
  private static final AffineExpr D0 = new Dim(0), D1 = new Dim(1), S0 = new Symbol(0), S1 = new Symbol(1);

  private static Constant c(long v) { return new Constant(v); }

  @Test
  void negationPrintsAsUnaryMinus() {
    assertEquals("-d0", AffineExpr.negate(D0).toString());
    assertEquals("-d0 + 3", AffineExpr.sum(c(3), AffineExpr.negate(D0)).toString());
    assertEquals("d0 * (-s0)", AffineExpr.product(D0, AffineExpr.negate(S0)).toString());
    assertEquals("-(d0 * s0)", AffineExpr.negate(AffineExpr.product(D0, S0)).toString());
  }

  @Test
  void subtractedSumIsParenthesised() {
    AffineExpr d1Plus1 = AffineExpr.sum(D1, c(1));
    assertEquals("d0 - (d1 + 1)", AffineExpr.sum(D0, AffineExpr.negate(d1Plus1)).toString());
    assertEquals("d0 - (d1 + 1) * 2", AffineExpr.sum(D0, AffineExpr.product(d1Plus1, c(-2))).toString());
    assertEquals("d0 - d1 floordiv 2", AffineExpr.sum(D0, AffineExpr.negate(AffineExpr.floorDiv(D1, c(2)))).toString());
  }

  @Test
  void commutativeLeavesAreOrderedByPosition() {
    assertEquals("s0 * s1", AffineExpr.product(S1, S0).toString());
    assertEquals("d0 + d1", AffineExpr.sum(D1, D0).toString());
    assertEquals("d0 * s0", AffineExpr.product(S0, D0).toString());
    // Only the node being built is ordered, not a nested one.
    assertEquals("d1 + d2 + d0", AffineExpr.sum(AffineExpr.sum(new Dim(2), D1), D0).toString());
    assertEquals("d1 mod s1", AffineExpr.mod(D1, S1).toString());
  }

  @Test
  void quotientsOfKnownMultiplesFold() {
    AffineExpr d0Times4 = AffineExpr.product(D0, c(4));
    assertEquals("d0 * 2", AffineExpr.floorDiv(d0Times4, c(2)).toString());
    assertEquals("d0 * 2", AffineExpr.ceilDiv(d0Times4, c(2)).toString());
    assertEquals("d0 * -2", AffineExpr.floorDiv(d0Times4, c(-2)).toString());
    assertEquals("0", AffineExpr.mod(d0Times4, c(2)).toString());
    assertEquals("(d0 * 4) mod -2", AffineExpr.mod(d0Times4, c(-2)).toString());
    // (a + b) floordiv c splits when a or b is a multiple of c; mod drops that operand.
    AffineExpr sum = AffineExpr.sum(d0Times4, D1);
    assertEquals("d0 + d1 floordiv 4", AffineExpr.floorDiv(sum, c(4)).toString());
    assertEquals("d1 mod 4", AffineExpr.mod(sum, c(4)).toString());
    assertEquals("d0 mod 2", AffineExpr.mod(AffineExpr.mod(D0, c(4)), c(2)).toString());
    assertEquals("(d0 mod 2) mod 4", AffineExpr.mod(AffineExpr.mod(D0, c(2)), c(4)).toString());
    // A quotient by a constant that divides the dividend's divisor is itself a known multiple.
    AffineExpr quotient = AffineExpr.floorDiv(AffineExpr.product(D0, c(8)), c(4));
    assertEquals("0", AffineExpr.mod(quotient, c(2)).toString());
  }

  @Test
  void constantQuotientsFoldWithFloorSemantics() {
    assertEquals("-4", AffineExpr.floorDiv(c(-7), c(2)).toString());
    assertEquals("-3", AffineExpr.ceilDiv(c(-7), c(2)).toString());
    assertEquals("2", AffineExpr.mod(c(-7), c(3)).toString());
    assertEquals("-7 mod -3", AffineExpr.mod(c(-7), c(-3)).toString());
    assertEquals("d0 floordiv 0", AffineExpr.floorDiv(D0, c(0)).toString());
    assertEquals("-9223372036854775808 floordiv -1", AffineExpr.floorDiv(c(Long.MIN_VALUE), c(-1)).toString());
  }

  @Test
  void floorDivRemainderBecomesMod() {
    AffineExpr q = AffineExpr.floorDiv(D0, c(4));
    assertEquals("d0 mod 4", AffineExpr.sum(D0, AffineExpr.product(q, c(-4))).toString());
    AffineExpr qs = AffineExpr.floorDiv(D0, S0);
    assertEquals("d0 mod s0", AffineExpr.sum(D0, AffineExpr.negate(AffineExpr.product(qs, S0))).toString());
    // (a + b) + (b floordiv c) * -c regroups as a + b mod c ...
    AffineExpr q1 = AffineExpr.floorDiv(D1, c(2));
    assertEquals("d0 + d1 mod 2", AffineExpr.sum(AffineExpr.sum(D0, D1), AffineExpr.product(q1, c(-2))).toString());
    // ... and, as in mlir-opt-22, whenever b + (x floordiv c) * k changes at all.
    AffineExpr lhs = AffineExpr.sum(D0, AffineExpr.negate(S1));
    assertEquals("d0 + -(d1 floordiv 2) - s1", AffineExpr.sum(lhs, AffineExpr.negate(q1)).toString());
  }

  @Test
  void constantFoldingOverflow() {
    long big = 1L << 62;
    // Two constants: kept as written on overflow.
    assertEquals("4611686018427387904 * 4", AffineExpr.product(c(big), c(4)).toString());
    // Folding into a term's factor or offset wraps, as MLIR's int64 arithmetic does.
    assertEquals("0", AffineExpr.product(AffineExpr.product(D0, c(big)), c(4)).toString());
    assertEquals("d0 - -9223372036854775808", AffineExpr.sum(AffineExpr.sum(D0, c(big)), c(big)).toString());
    assertEquals("d0 - d1 * -9223372036854775808", AffineExpr.sum(D0, AffineExpr.product(D1, c(Long.MIN_VALUE))).toString());
  }

  @Test
  void identityIgnoresSymbols() {
    assertEquals(true, new AffineMap(1, 2, java.util.List.of(D0)).isIdentity());
    assertEquals(false, new AffineMap(2, 0, java.util.List.of(D1, D0)).isIdentity());
  }
}
