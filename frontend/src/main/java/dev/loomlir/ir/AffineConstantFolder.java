package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's {@code AffineExprConstantFolder}: an expression's value when the operands it reads are
 * constants ({@code null} entries are unknown operands, dimensions first, then symbols). Division
 * by zero and {@code mod} by a non-positive value are poison in MLIR; they do not fold here
 * either (loomlir has no {@code ub.poison} to fold them to).
 */
public final class AffineConstantFolder {
  private AffineConstantFolder() {}

  /** The value of {@code e}, or null when an operand it needs is unknown or the result is poison. */
  public static Long fold(AffineExpr e, int numDims, Long[] operands) {
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (e instanceof AffineExpr.Constant c) return c.value();
    if (e instanceof AffineExpr.Dim d) return operands[d.position()];
    if (e instanceof AffineExpr.Symbol s) return operands[numDims + s.position()];
    if (!(e instanceof AffineExpr.Binary b)) throw new AssertionError("unknown affine expression " + e);
    Long l = fold(b.lhs(), numDims, operands);
    Long r = fold(b.rhs(), numDims, operands);
    if (l == null || r == null) return null;
    return switch (b.kind()) {
      case ADD -> l + r;
      case MUL -> l * r;
      case MOD -> r < 1 ? null : Math.floorMod(l, r);
      case FLOOR_DIV -> r == 0 ? null : Math.floorDiv(l, r);
      case CEIL_DIV -> r == 0 ? null : Math.ceilDiv(l, r);
    };
  }

  /** Every result of {@code map} folded, or null when one does not fold (MLIR's {@code constantFold}). */
  public static long[] foldAll(AffineMap map, Long[] operands) {
    long[] out = new long[map.numResults()];
    for (int i = 0; i < out.length; i++) {
      Long v = fold(map.result(i), map.numDims(), operands);
      if (v == null) return null;
      out[i] = v;
    }
    return out;
  }

  /**
   * MLIR's {@code partialConstantFold}: {@code map} with each result that folds replaced by its
   * constant; {@code results} receives every result's value when all of them fold, else stays empty.
   */
  public static AffineMap partialFold(AffineMap map, Long[] operands, List<Long> results) {
    List<AffineExpr> exprs = new ArrayList<>();
    boolean all = true;
    for (AffineExpr e : map.results()) {
      Long v = fold(e, map.numDims(), operands);
      if (v == null) {
        exprs.add(e);
        all = false;
        results.clear();
      } else {
        if (all) results.add(v);
        exprs.add(new AffineExpr.Constant(v));
      }
    }
    return map.withResults(exprs);
  }
}
