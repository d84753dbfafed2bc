package dev.loomlir.lowering.arith;

import dev.loomlir.lowering.builder.OpDefs;
import static dev.loomlir.rewrite.OpBuilder.CMPF_UGT;
import static dev.loomlir.rewrite.OpBuilder.CMPF_ULT;
import static dev.loomlir.rewrite.OpBuilder.CMPF_UNO;
import static dev.loomlir.rewrite.OpBuilder.SGT;
import static dev.loomlir.rewrite.OpBuilder.SLT;
import static dev.loomlir.rewrite.OpBuilder.UGT;
import static dev.loomlir.rewrite.OpBuilder.ULT;

import dev.loomlir.ir.Operation;
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
        integer("arith.maxsi", SGT), integer("arith.maxui", UGT), integer("arith.minsi", SLT), integer("arith.minui", ULT),
        nanPropagating("arith.maximumf", CMPF_UGT), nanPropagating("arith.minimumf", CMPF_ULT),
        nanIgnoring("arith.maxnumf", CMPF_UGT), nanIgnoring("arith.minnumf", CMPF_ULT));
  }

  /** {@code cmpi(predicate, a, b) ? a : b}. */
  private static RewritePattern integer(String root, long predicate) {
    return RewritePattern.of(OpDefs.named(root), (op, rewriter) -> {
      ArithBuilder b = new ArithBuilder(rewriter, op);
      Value lhs = op.operand(0), rhs = op.operand(1);
      rewriter.replaceOp(op, List.of(b.select(b.cmpi(predicate, lhs, rhs), lhs, rhs)));
      return true;
    });
  }

  /** {@code isNaN(b) ? b : (cmpf(predicate, a, b) ? a : b)}. */
  private static RewritePattern nanPropagating(String root, long predicate) {
    return RewritePattern.of(OpDefs.named(root), (op, rewriter) -> expandFloat(op, rewriter, predicate, op.operand(1)));
  }

  /** {@code isNaN(a) ? b : (cmpf(predicate, a, b) ? a : b)}. */
  private static RewritePattern nanIgnoring(String root, long predicate) {
    return RewritePattern.of(OpDefs.named(root), (op, rewriter) -> expandFloat(op, rewriter, predicate, op.operand(0)));
  }

  private static boolean expandFloat(Operation op, PatternRewriter rewriter, long predicate, Value nanChecked) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value lhs = op.operand(0), rhs = op.operand(1);
    Value picked = b.select(b.cmpf(predicate, lhs, rhs), lhs, rhs);
    Value isNaN = b.cmpf(CMPF_UNO, nanChecked, nanChecked);
    rewriter.replaceOp(op, List.of(b.select(isNaN, rhs, picked)));
    return true;
  }
}
