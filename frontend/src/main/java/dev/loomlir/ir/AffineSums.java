package dev.loomlir.ir;

import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Kind;

/**
 * {@code lhs + rhs} as MLIR's expression builder makes it (mlir-opt-22): every expression is
 * built through it, so what it folds never reaches the printer.
 */
final class AffineSums {
  private AffineSums() {}

  static AffineExpr sum(AffineExpr lhs, AffineExpr rhs) {
    if (lhs instanceof Constant a && rhs instanceof Constant b) {
      long r = a.value() + b.value();
      // On overflow MLIR keeps the sum as it is.
      return ((a.value() ^ r) & (b.value() ^ r)) < 0 ? AffineNodes.of(Kind.ADD, lhs, rhs) : new Constant(r);
    }
    // Constants, then symbolic terms, go right.
    if (lhs instanceof Constant || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())) return sum(rhs, lhs);
    if (rhs instanceof Constant c && c.value() == 0) return lhs;
    Binary left = lhs instanceof Binary b ? b : null;
    // (e + c1) + c2 -> e + (c1 + c2); this folding wraps on overflow, as MLIR's does.
    if (isAdd(left) && rhs instanceof Constant c && left.rhs() instanceof Constant d) {
      return sum(left.lhs(), new Constant(d.value() + c.value()));
    }
    // c1 * e + c2 * e -> e * (c1 + c2)
    AffineExpr first = lhs, second = rhs;
    long firstFactor = 1, secondFactor = 1;
    if (left != null && left.kind() == Kind.MUL && left.rhs() instanceof Constant c) {
      first = left.lhs();
      firstFactor = c.value();
    }
    if (rhs instanceof Binary right && right.kind() == Kind.MUL && right.rhs() instanceof Constant c) {
      second = right.lhs();
      secondFactor = c.value();
    }
    if (first.equals(second)) return AffineExpr.product(first, new Constant(firstFactor + secondFactor));
    // (e + c) + x -> (e + x) + c
    if (isAdd(left) && left.rhs() instanceof Constant c) return sum(sum(left.lhs(), rhs), c);
    AffineExpr rewritten = floorDivRemainder(lhs, rhs);
    return rewritten != null ? rewritten : AffineNodes.of(Kind.ADD, lhs, rhs);
  }

  /**
   * MLIR's last add rules, on {@code lhs + rhs} where {@code rhs} is a product or quotient:
   * {@code e - (e floordiv q) * q} becomes {@code e mod q}, and when {@code lhs} is
   * {@code a + b} and {@code b + rhs} simplifies, the sum is regrouped as {@code a + (b + rhs)}.
   * mlir-opt-22 regroups whenever {@code b + rhs} changes at all (symbolic {@code b} moving
   * right included), not only when it becomes a mod; that is reproduced. Null when none applies.
   */
  private static AffineExpr floorDivRemainder(AffineExpr lhs, AffineExpr rhs) {
    if (!(rhs instanceof Binary right)) return null;
    AffineExpr factor = right.lhs(), scale = right.rhs();
    // e + ((e floordiv q) * q) * -1, q symbolic
    if (scale instanceof Constant minusOne && minusOne.value() == -1 && factor instanceof Binary product
        && product.kind() == Kind.MUL) {
      if (!(product.lhs() instanceof Binary quotient) || quotient.kind() != Kind.FLOOR_DIV) return null;
      if (quotient.rhs().equals(product.rhs()) && lhs.equals(quotient.lhs())) return AffineExpr.mod(lhs, product.rhs());
    }
    if (!(factor instanceof Binary quotient) || right.kind() != Kind.MUL || quotient.kind() != Kind.FLOOR_DIV) return null;
    // e + (e floordiv c) * -c, c > 0
    if (quotient.rhs() instanceof Constant c && c.value() > 0 && lhs.equals(quotient.lhs())
        && scale instanceof Constant k && k.value() == -c.value()) {
      return AffineExpr.mod(lhs, c);
    }
    if (lhs instanceof Binary left && left.kind() == Kind.ADD) {
      AffineExpr regrouped = sum(left.rhs(), rhs);
      if (!regrouped.equals(AffineNodes.of(Kind.ADD, left.rhs(), rhs))) return sum(left.lhs(), regrouped);
    }
    return null;
  }

  private static boolean isAdd(Binary b) { return b != null && b.kind() == Kind.ADD; }
}
