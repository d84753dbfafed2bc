package dev.loomlir.dialects.index;

import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Matchers;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;

/** index.cmp's canonicalization (upstream's CmpOp::canonicalize). */
final class IndexCanonicalization {
  private IndexCanonicalization() {}

  static List<RewritePattern> cmpPatterns() {
    return List.of(RewritePattern.of(CmpOp.TYPE, IndexCanonicalization::cmpOfSubtraction));
  }

  /** {@code cmp(p, a - b, 0)} is {@code cmp(p, a, b)}; {@code cmp(p, 0, a - b)} is {@code cmp(p, b, a)}. */
  private static boolean cmpOfSubtraction(CmpOp cmp, PatternRewriter rewriter) {
    boolean rhsZero = isZero(cmp.rhs());
    if (!rhsZero && !isZero(cmp.lhs())) return false;
    Operation sub = (rhsZero ? cmp.lhs() : cmp.rhs()).definingOp();
    if (sub == null || !SubOp.is(sub)) return false;
    Value lhs = sub.operand(rhsZero ? 0 : 1), rhs = sub.operand(rhsZero ? 1 : 0);
    cmp.operation().setOperand(0, lhs);
    cmp.operation().setOperand(1, rhs);
    rewriter.modified(cmp.operation());
    return true;
  }

  private static boolean isZero(Value v) {
    return Matchers.constantValue(v) instanceof IntegerAttr i && i.value() == 0;
  }
}
