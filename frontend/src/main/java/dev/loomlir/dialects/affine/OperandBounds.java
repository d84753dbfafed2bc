package dev.loomlir.dialects.affine;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Kind;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineSimplifier;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Simplifications of a map that use what is known of its operands: the constant ranges of
 * {@code affine.for} induction variables. Upstream's {@code simplifyMapWithOperands} (floordiv,
 * ceildiv and mod of bounded or aligned values) and {@code simplifyMinOrMaxExprWithOperands}
 * (min/max results that can never win dropped), with its {@code getBoundForAffineExpr}.
 */
final class OperandBounds {
  private OperandBounds() {}

  /** The constant lower bound of an {@code affine.for} induction variable, or null. */
  static Long lowerBound(Value iv) {
    ForOp forOp = ForOp.ofInductionVar(iv);
    return forOp != null && forOp.hasConstantLowerBound() ? forOp.constantLowerBound() : null;
  }

  /** The largest value an {@code affine.for} induction variable takes (inclusive), or null. */
  static Long upperBound(Value iv) {
    ForOp forOp = ForOp.ofInductionVar(iv);
    if (forOp == null || !forOp.hasConstantUpperBound()) return null;
    long ub = forOp.constantUpperBound();
    if (forOp.hasConstantLowerBound()) return ub - 1 - (ub - forOp.constantLowerBound() - 1) % forOp.step();
    return ub - 1;
  }

  /**
   * MLIR's {@code getBoundForAffineExpr}: a constant bound of {@code e} (upper when {@code isUpper},
   * inclusive) from bounds of its dimensions and symbols; null when unknown.
   */
  static Long boundOf(AffineExpr e, int numDims, int numSymbols, Long[] lower, Long[] upper, boolean isUpper) {
    if (e instanceof Binary q && (q.kind() == Kind.FLOOR_DIV || q.kind() == Kind.CEIL_DIV) && !(q.rhs() instanceof Constant)) {
      return null;
    }
    if (e instanceof Binary b && b.rhs() instanceof Constant c) {
      long k = c.value();
      switch (b.kind()) {
        case FLOOR_DIV -> {
          if (k < 1) return null;
          Long bound = boundOf(b.lhs(), numDims, numSymbols, lower, upper, isUpper);
          return bound == null ? null : Math.floorDiv(bound, k);
        }
        case CEIL_DIV -> {
          if (k < 1) return null;
          Long bound = boundOf(b.lhs(), numDims, numSymbols, lower, upper, isUpper);
          return bound == null ? null : Math.ceilDiv(bound, k);
        }
        case MOD -> {
          if (k >= 1) {
            Long lb = boundOf(b.lhs(), numDims, numSymbols, lower, upper, false);
            Long ub = boundOf(b.lhs(), numDims, numSymbols, lower, upper, isUpper);
            if (ub != null && lb != null && Math.floorDiv(lb, k) == Math.floorDiv(ub, k)) {
              return isUpper ? Math.floorMod(ub, k) : Math.floorMod(lb, k);
            }
            return isUpper ? k - 1 : 0L;
          }
        }
        default -> { }
      }
    }
    long[] flat = AffineSimplifier.flattenWithoutLocals(e, numDims, numSymbols);
    if (flat == null) return null;
    long bound = 0;
    for (int i = 0; i < numDims + numSymbols; i++) {
      if (flat[i] == 0) continue;
      Long b = (flat[i] > 0) == isUpper ? upper[i] : lower[i];
      if (b == null) return null;
      bound += b * flat[i];
    }
    return bound + flat[numDims + numSymbols];
  }

  private static Long[] lowerBounds(List<Value> operands) {
    Long[] out = new Long[operands.size()];
    for (int i = 0; i < out.length; i++) out[i] = lowerBound(operands.get(i));
    return out;
  }

  private static Long[] upperBounds(List<Value> operands) {
    Long[] out = new Long[operands.size()];
    for (int i = 0; i < out.length; i++) out[i] = upperBound(operands.get(i));
    return out;
  }

  private static Long boundWithOperands(AffineExpr e, int numDims, int numSymbols, List<Value> operands, boolean isUpper) {
    if (e instanceof Constant c) return c.value();
    return boundOf(e, numDims, numSymbols, lowerBounds(operands), upperBounds(operands), isUpper);
  }

  /** MLIR's operand-aware {@code getLargestKnownDivisor}: a loop induction variable is a multiple of its step (and lower bound). */
  private static long largestKnownDivisor(AffineExpr e, List<Value> operands) {
    long div = e.largestKnownDivisor();
    if (!(e instanceof AffineExpr.Dim d)) return div;
    ForOp forOp = ForOp.ofInductionVar(operands.get(d.position()));
    if (forOp == null) return 1;
    if (forOp.hasConstantLowerBound() && forOp.constantLowerBound() == 0) return forOp.step();
    return unsignedGcd(forOp.lowerBoundMap().largestKnownDivisorOfResults(), forOp.step());
  }

  private static long unsignedGcd(long a, long b) {
    while (b != 0) {
      long r = Long.remainderUnsigned(a, b);
      a = b;
      b = r;
    }
    return a;
  }

  /** {@code 0 <= e < k} for a constant or an induction variable with constant bounds. */
  private static boolean isNonNegativeBoundedBy(AffineExpr e, List<Value> operands, long k) {
    if (e instanceof Constant c) return c.value() >= 0 && c.value() < k;
    if (!(e instanceof AffineExpr.Dim d)) return false;
    ForOp forOp = ForOp.ofInductionVar(operands.get(d.position()));
    return forOp != null && forOp.hasConstantLowerBound() && forOp.constantLowerBound() >= 0
        && forOp.hasConstantUpperBound() && forOp.constantUpperBound() <= k;
  }

  /** {@code e} is {@code q * d + r} with {@code 0 <= r < d}: the divisor, the multiple and the remainder, or null. */
  private record QuotientTimesDivisorPlusRemainder(long divisor, AffineExpr multiple, AffineExpr remainder) {}

  private static QuotientTimesDivisorPlusRemainder splitRemainder(AffineExpr e, List<Value> operands) {
    if (!(e instanceof Binary b) || b.kind() != Kind.ADD) return null;
    long div = largestKnownDivisor(b.lhs(), operands);
    if (isNonNegativeBoundedBy(b.rhs(), operands, div)) return new QuotientTimesDivisorPlusRemainder(div, b.lhs(), b.rhs());
    div = largestKnownDivisor(b.rhs(), operands);
    if (isNonNegativeBoundedBy(b.lhs(), operands, div)) return new QuotientTimesDivisorPlusRemainder(div, b.rhs(), b.lhs());
    return null;
  }

  /** MLIR's {@code simplifyExprAndOperands}: floordiv, ceildiv and mod by constants, bottom-up. */
  static AffineExpr simplify(AffineExpr expr, int numDims, int numSymbols, List<Value> operands) {
    if (!(expr instanceof Binary original)) return expr;
    AffineExpr lhs = simplify(original.lhs(), numDims, numSymbols, operands);
    AffineExpr rhs = simplify(original.rhs(), numDims, numSymbols, operands);
    expr = AffineExpr.binary(original.kind(), lhs, rhs);
    if (!(expr instanceof Binary b) || b.kind() == Kind.ADD || b.kind() == Kind.MUL) return expr;
    lhs = b.lhs();
    if (!(b.rhs() instanceof Constant rhsConst)) return expr;
    long k = rhsConst.value();
    if (k <= 0) return expr;

    Long lb = boundWithOperands(lhs, numDims, numSymbols, operands, false);
    Long ub = boundWithOperands(lhs, numDims, numSymbols, operands, true);
    if (lb != null && ub != null) {
      if (b.kind() == Kind.FLOOR_DIV && Math.floorDiv(lb, k) == Math.floorDiv(ub, k)) return new Constant(Math.floorDiv(lb, k));
      if (b.kind() == Kind.CEIL_DIV && Math.ceilDiv(lb, k) == Math.ceilDiv(ub, k)) return new Constant(Math.ceilDiv(lb, k));
      if (b.kind() == Kind.MOD && lb >= 0 && lb < k && ub < k) return lhs;
    }
    QuotientTimesDivisorPlusRemainder split = splitRemainder(lhs, operands);
    if (split != null) {
      if (k % split.divisor() == 0 && b.kind() == Kind.FLOOR_DIV) return AffineExpr.floorDiv(split.multiple(), rhsConst);
      if (split.divisor() % k == 0 && b.kind() == Kind.MOD) return AffineExpr.mod(split.remainder(), rhsConst);
      return expr;
    }
    if ((isNonNegativeBoundedBy(lhs, operands, k) && b.kind() == Kind.FLOOR_DIV)
        || (largestKnownDivisor(lhs, operands) % k == 0 && b.kind() == Kind.MOD)) {
      return new Constant(0);
    }
    return expr;
  }

  /** MLIR's {@code simplifyMapWithOperands}. */
  static AffineMap simplifyMap(AffineMap map, List<Value> operands) {
    List<AffineExpr> results = new ArrayList<>();
    for (AffineExpr e : map.results()) results.add(simplify(e, map.numDims(), map.numSymbols(), operands));
    return map.withResults(results);
  }

  /**
   * MLIR's {@code simplifyMinOrMaxExprWithOperands}: results whose range is known are made constant
   * when it is one value, and dropped when another result always wins (for a tie, the first stays).
   */
  static AffineMap simplifyMinOrMax(AffineMap map, List<Value> operands, boolean isMax) {
    if (operands.isEmpty()) return map;
    Long[] operandLower = lowerBounds(operands), operandUpper = upperBounds(operands);
    int n = map.numResults();
    Long[] lower = new Long[n], upper = new Long[n];
    for (int i = 0; i < n; i++) {
      AffineExpr e = map.result(i);
      if (e instanceof Constant c) {
        lower[i] = upper[i] = c.value();
      } else {
        lower[i] = boundOf(e, map.numDims(), map.numSymbols(), operandLower, operandUpper, false);
        upper[i] = boundOf(e, map.numDims(), map.numSymbols(), operandLower, operandUpper, true);
      }
    }
    List<AffineExpr> kept = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      AffineExpr e = map.result(i);
      if (lower[i] != null && upper[i] != null && lower[i].equals(upper[i])) e = new Constant(lower[i]);
      Long mine = isMax ? upper[i] : lower[i];
      if (mine == null) {
        kept.add(e);
        continue;
      }
      boolean redundant = false;
      for (int pos = 0; pos < n && !redundant; pos++) {
        Long other = isMax ? lower[pos] : upper[pos];
        if (pos == i || other == null) continue;
        if (isMax ? other > mine : other < mine) {
          redundant = true;
        } else if (other.equals(mine)) {
          // A tie: when both are exact constants, keep the one that comes first.
          Long otherExact = isMax ? upper[pos] : lower[pos];
          boolean bothExact = otherExact != null && lower[i] != null && upper[i] != null && lower[i].equals(upper[i])
              && other.equals(otherExact);
          redundant = !(bothExact && i < pos);
        }
      }
      if (!redundant) kept.add(e);
    }
    return map.withResults(kept);
  }
}
