package dev.loomlir.rewrite;

import dev.loomlir.ir.Operation;
import java.util.function.BiPredicate;

/**
 * A rewrite of ops named {@link #rootName()} (MLIR's {@code OpRewritePattern}). It returns false,
 * leaving the IR untouched, when it does not apply; otherwise it edits the IR only through the
 * {@link PatternRewriter} so that the driver hears of every change.
 */
public interface RewritePattern {
  String rootName();

  boolean matchAndRewrite(Operation op, PatternRewriter rewriter);

  /** A pattern of {@code root} ops made of a function. */
  static RewritePattern of(String root, BiPredicate<Operation, PatternRewriter> body) {
    return new RewritePattern() {
      @Override public String rootName() { return root; }
      @Override public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) { return body.test(op, rewriter); }
    };
  }
}
