package dev.loomlir.ir;

import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Kind;

/** {@code lhs * rhs} as MLIR's expression builder makes it (mlir-opt-22). */
final class AffineProducts {
  private AffineProducts() {}

  static AffineExpr product(AffineExpr lhs, AffineExpr rhs) {
    if (lhs instanceof Constant a && rhs instanceof Constant b) {
      long hi = Math.multiplyHigh(a.value(), b.value()), lo = a.value() * b.value();
      // On overflow MLIR keeps the product as it is.
      return hi != (lo >> 63) ? AffineNodes.of(Kind.MUL, lhs, rhs) : new Constant(lo);
    }
    if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) return AffineNodes.of(Kind.MUL, lhs, rhs);
    // The constant, else the symbolic operand, goes right.
    if (!rhs.isSymbolicOrConstant() || lhs instanceof Constant) return product(rhs, lhs);
    if (rhs instanceof Constant c && c.value() == 1) return lhs;
    if (rhs instanceof Constant c && c.value() == 0) return c;
    if (lhs instanceof Binary left && left.kind() == Kind.MUL && left.rhs() instanceof Constant d) {
      // (e * c1) * c2 -> e * (c1 * c2), wrapping on overflow as MLIR's folding does;
      // (e * c) * x -> (e * x) * c.
      return rhs instanceof Constant c ? product(left.lhs(), new Constant(d.value() * c.value()))
          : product(product(left.lhs(), rhs), d);
    }
    return AffineNodes.of(Kind.MUL, lhs, rhs);
  }
}
