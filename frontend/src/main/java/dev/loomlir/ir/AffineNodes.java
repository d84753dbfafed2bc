package dev.loomlir.ir;

import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Dim;
import dev.loomlir.ir.AffineExpr.Kind;
import dev.loomlir.ir.AffineExpr.Symbol;

/** The binary node that is built when no simplification applies (what MLIR's uniquer stores). */
final class AffineNodes {
  private AffineNodes() {}

  /**
   * {@code lhs kind rhs} as a node; for {@code +} and {@code *} of two dimensions or two symbols
   * the lower position goes left (and a dimension before a symbol), so {@code s1 * s0} and
   * {@code s0 * s1} are one expression, as MLIR orders them when it creates the node.
   */
  static Binary of(Kind kind, AffineExpr lhs, AffineExpr rhs) {
    boolean commutative = kind == Kind.ADD || kind == Kind.MUL;
    if (commutative && rank(lhs) >= 0 && rank(rhs) >= 0 && rank(lhs) > rank(rhs)) return new Binary(kind, rhs, lhs);
    return new Binary(kind, lhs, rhs);
  }

  /** Order key of a dimension or symbol, -1 for anything else. */
  private static long rank(AffineExpr e) {
    if (e instanceof Dim d) return d.position();
    if (e instanceof Symbol s) return (1L << 32) + s.position();
    return -1;
  }
}
