package dev.loomlir.rewrite;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** A {@link RewritePattern} written against its root's op class (MLIR's {@code OpRewritePattern<OpTy>}). */
public abstract class OpRewritePattern<T extends OpView> implements RewritePattern {
  private final OpType<T> type;

  protected OpRewritePattern(OpType<T> type) { this.type = type; }

  @Override public final OpDef root() { return type.def(); }

  @Override public final boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    return matchAndRewrite(type.cast(op), rewriter);
  }

  protected abstract boolean matchAndRewrite(T op, PatternRewriter rewriter);
}
