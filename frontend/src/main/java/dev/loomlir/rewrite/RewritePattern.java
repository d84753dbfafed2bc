package dev.loomlir.rewrite;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import java.util.function.BiPredicate;

/**
 * A rewrite of one kind of op, its {@link #root()} (MLIR's {@code RewritePattern}; see
 * {@link OpRewritePattern} for the typed form). It returns false, leaving the IR untouched, when
 * it does not apply; otherwise it edits the IR only through the {@link PatternRewriter} so that
 * the driver hears of every change. Drivers offer a pattern only ops of its root.
 */
public interface RewritePattern {
  /** The declaration of the ops this pattern rewrites. */
  OpDef root();

  boolean matchAndRewrite(Operation op, PatternRewriter rewriter);

  /** A pattern of {@code root} ops made of a function of the typed op. */
  static <T extends OpView> RewritePattern of(OpType<T> root, BiPredicate<? super T, PatternRewriter> body) {
    return new OpRewritePattern<T>(root) {
      @Override protected boolean matchAndRewrite(T op, PatternRewriter rewriter) { return body.test(op, rewriter); }
    };
  }

  /** A pattern of {@code root} ops made of a function of the generic op. */
  static RewritePattern of(OpDef root, BiPredicate<Operation, PatternRewriter> body) {
    return new RewritePattern() {
      @Override public OpDef root() { return root; }
      @Override public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) { return body.test(op, rewriter); }
    };
  }
}
