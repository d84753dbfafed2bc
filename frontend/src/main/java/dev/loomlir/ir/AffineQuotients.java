package dev.loomlir.ir;

import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Kind;

/**
 * {@code floordiv}, {@code ceildiv} and {@code mod} as MLIR's expression builder makes them
 * (mlir-opt-22): folded when the divisor is a constant and the dividend a constant or a known
 * multiple of it. Division by a symbol, by zero, and mod by a non-positive constant stay as
 * written.
 */
final class AffineQuotients {
  private AffineQuotients() {}

  static AffineExpr floorDiv(AffineExpr lhs, AffineExpr rhs) { return divide(Kind.FLOOR_DIV, lhs, rhs); }

  static AffineExpr ceilDiv(AffineExpr lhs, AffineExpr rhs) { return divide(Kind.CEIL_DIV, lhs, rhs); }

  private static AffineExpr divide(Kind kind, AffineExpr lhs, AffineExpr rhs) {
    if (!(rhs instanceof Constant c) || c.value() == 0) return AffineNodes.of(kind, lhs, rhs);
    if (lhs instanceof Constant a) {
      if (a.value() == Long.MIN_VALUE && c.value() == -1) return AffineNodes.of(kind, lhs, rhs);
      return new Constant(kind == Kind.FLOOR_DIV ? Math.floorDiv(a.value(), c.value()) : Math.ceilDiv(a.value(), c.value()));
    }
    if (c.value() == 1) return lhs;
    // (e * k) div c -> e * (k / c) when c divides k.
    if (lhs instanceof Binary p && p.kind() == Kind.MUL && p.rhs() instanceof Constant k && k.value() % c.value() == 0) {
      return AffineExpr.product(p.lhs(), new Constant(k.value() / c.value()));
    }
    // (a + b) floordiv c -> a floordiv c + b floordiv c when a or b is a multiple of c (MLIR has
    // no such rule for ceildiv).
    if (kind == Kind.FLOOR_DIV && lhs instanceof Binary sum && sum.kind() == Kind.ADD
        && (largestKnownDivisor(sum.lhs()) % c.value() == 0 || largestKnownDivisor(sum.rhs()) % c.value() == 0)) {
      return AffineExpr.sum(floorDiv(sum.lhs(), c), floorDiv(sum.rhs(), c));
    }
    return AffineNodes.of(kind, lhs, rhs);
  }

  static AffineExpr mod(AffineExpr lhs, AffineExpr rhs) {
    if (!(rhs instanceof Constant c) || c.value() < 1) return AffineNodes.of(Kind.MOD, lhs, rhs);
    if (lhs instanceof Constant a) return new Constant(Math.floorMod(a.value(), c.value()));
    if (largestKnownDivisor(lhs) % c.value() == 0) return new Constant(0);
    if (lhs instanceof Binary b && b.kind() == Kind.ADD) {
      // (a + b) mod c drops the operand that is a multiple of c.
      if (largestKnownDivisor(b.lhs()) % c.value() == 0) return mod(b.rhs(), c);
      if (largestKnownDivisor(b.rhs()) % c.value() == 0) return mod(b.lhs(), c);
    }
    // (e mod a) mod c -> e mod c when c divides a.
    if (lhs instanceof Binary b && b.kind() == Kind.MOD && b.rhs() instanceof Constant a && a.value() >= 1
        && Math.floorMod(a.value(), c.value()) == 0) {
      return mod(b.lhs(), c);
    }
    return AffineNodes.of(Kind.MOD, lhs, rhs);
  }

  /**
   * MLIR's {@code getLargestKnownDivisor}: a number that always divides {@code e} (1 when
   * nothing is known; 0 only for the constant 0).
   */
  static long largestKnownDivisor(AffineExpr e) {
    if (e instanceof Constant c) return Math.abs(c.value());
    if (!(e instanceof Binary b)) return 1;
    return switch (b.kind()) {
      case MUL -> largestKnownDivisor(b.lhs()) * largestKnownDivisor(b.rhs());
      case ADD, MOD -> unsignedGcd(largestKnownDivisor(b.lhs()), largestKnownDivisor(b.rhs()));
      case FLOOR_DIV, CEIL_DIV -> {
        long dividend = largestKnownDivisor(b.lhs());
        if (b.rhs() instanceof Constant c && c.value() != 0 && dividend % c.value() == 0) {
          yield Math.abs(dividend / c.value());
        }
        yield 1;
      }
    };
  }

  /** MLIR takes this gcd over the divisors read as unsigned numbers. */
  static long unsignedGcd(long a, long b) {
    while (b != 0) {
      long r = Long.remainderUnsigned(a, b);
      a = b;
      b = r;
    }
    return a;
  }
}
