package dev.loomlir.lowering.arith;

import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.CmpFPredicate;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.MaxNumFOp;
import dev.loomlir.dialects.arith.MaxSIOp;
import dev.loomlir.dialects.arith.MaxUIOp;
import dev.loomlir.dialects.arith.MaximumFOp;
import dev.loomlir.dialects.arith.MinNumFOp;
import dev.loomlir.dialects.arith.MinSIOp;
import dev.loomlir.dialects.arith.MinUIOp;
import dev.loomlir.dialects.arith.MinimumFOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;

/**
 * The integer and float minima and maxima as compare-and-select, as mlir-opt-22's
 * {@code arith-expand} builds them. The float ones pick with an unordered compare (true when
 * either operand is NaN, selecting lhs) and then fix up NaN: {@code maximumf}/{@code minimumf}
 * return a NaN rhs, {@code maxnumf}/{@code minnumf} return rhs when lhs is NaN. No fast-math flags
 * are carried over, and signed zeros are not ordered (upstream's expansion does not either).
 */
final class MinMaxExpansions {
  private MinMaxExpansions() {}

  static List<RewritePattern> all() {
    return List.of(
        integer(MaxSIOp.TYPE, CmpIPredicate.SGT), integer(MaxUIOp.TYPE, CmpIPredicate.UGT),
        integer(MinSIOp.TYPE, CmpIPredicate.SLT), integer(MinUIOp.TYPE, CmpIPredicate.ULT),
        nanPropagating(MaximumFOp.TYPE, CmpFPredicate.UGT), nanPropagating(MinimumFOp.TYPE, CmpFPredicate.ULT),
        nanIgnoring(MaxNumFOp.TYPE, CmpFPredicate.UGT), nanIgnoring(MinNumFOp.TYPE, CmpFPredicate.ULT));
  }

  /** {@code cmpi(predicate, a, b) ? a : b}. */
  private static <T extends ArithBinaryOp> RewritePattern integer(OpType<T> root, CmpIPredicate predicate) {
    return RewritePattern.of(root, (op, rewriter) -> {
      ArithBuilder b = new ArithBuilder(rewriter, op);
      Value lhs = op.lhs(), rhs = op.rhs();
      rewriter.replaceOp(op.operation(), List.of(b.select(b.cmpi(predicate, lhs, rhs), lhs, rhs)));
      return true;
    });
  }

  /** {@code isNaN(b) ? b : (cmpf(predicate, a, b) ? a : b)}. */
  private static <T extends ArithBinaryOp> RewritePattern nanPropagating(OpType<T> root, CmpFPredicate predicate) {
    return RewritePattern.of(root, (op, rewriter) -> expandFloat(op, rewriter, predicate, op.rhs()));
  }

  /** {@code isNaN(a) ? b : (cmpf(predicate, a, b) ? a : b)}. */
  private static <T extends ArithBinaryOp> RewritePattern nanIgnoring(OpType<T> root, CmpFPredicate predicate) {
    return RewritePattern.of(root, (op, rewriter) -> expandFloat(op, rewriter, predicate, op.lhs()));
  }

  private static boolean expandFloat(ArithBinaryOp op, PatternRewriter rewriter, CmpFPredicate predicate, Value nanChecked) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value lhs = op.lhs(), rhs = op.rhs();
    Value picked = b.select(b.cmpf(predicate, lhs, rhs), lhs, rhs);
    Value isNaN = b.cmpf(CmpFPredicate.UNO, nanChecked, nanChecked);
    rewriter.replaceOp(op.operation(), List.of(b.select(isNaN, rhs, picked)));
    return true;
  }
}
