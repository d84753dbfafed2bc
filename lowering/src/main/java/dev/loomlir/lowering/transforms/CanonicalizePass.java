package dev.loomlir.lowering.transforms;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.builder.OpDefs;
import dev.loomlir.lowering.driver.GreedyRewriteDriver;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassInfo;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.lowering.pass.PassOptions;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code canonicalize}: folds (constant folding and per-op identities, see
 * {@code lowering.fold}), the canonicalization patterns ops declare ({@link Canonicalization}), constant
 * uniquing and hoisting, dead-op and CFG clean-up, repeated to a fixpoint by the greedy driver.
 * Of upstream's options only {@code max-iterations} changes anything here; the others are
 * accepted so pipelines written for mlir-opt parse.
 */
public final class CanonicalizePass implements Pass {
  private final long maxIterations;

  /** {@code maxIterations} as upstream's option: {@link GreedyRewriteDriver#NO_LIMIT} for none. */
  public CanonicalizePass(long maxIterations) { this.maxIterations = maxIterations; }

  public static PassInfo info() {
    return new PassInfo("canonicalize", "Canonicalize operations",
        List.of(PassOption.int64("max-iterations"), PassOption.int64("max-num-rewrites"),
            PassOption.oneOf("region-simplify", "disabled", "normal", "aggressive"), PassOption.bool("test-convergence"),
            PassOption.bool("top-down"), PassOption.stringList("disable-patterns"), PassOption.stringList("enable-patterns")),
        opts -> new CanonicalizePass(PassOptions.longOption(opts, "max-iterations", GreedyRewriteDriver.DEFAULT_MAX_ITERATIONS)));
  }

  @Override public void run(Operation op) {
    new GreedyRewriteDriver(registeredPatterns(), maxIterations).run(op);
  }

  /** The canonicalization patterns of every registered op. */
  private static List<RewritePattern> registeredPatterns() {
    List<RewritePattern> patterns = new ArrayList<>();
    for (OpDef def : OpDefs.SHARED.ops()) patterns.addAll(Canonicalization.of(def));
    return patterns;
  }
}
