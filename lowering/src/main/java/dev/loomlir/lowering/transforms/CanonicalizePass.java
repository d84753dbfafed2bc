package dev.loomlir.lowering.transforms;

import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.GreedyRewriteDriver;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassFailure;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.rewrite.Canonicalization;
import java.util.List;

/**
 * Upstream's {@code canonicalize}: folds (constant folding and per-op identities, see
 * {@code lowering.fold}), the canonicalization patterns ops declare ({@link Canonicalization}), constant
 * uniquing and hoisting, dead-op and CFG clean-up, repeated to a fixpoint by the greedy driver.
 * Its options are upstream's; what each does here is in its declaration ({@code --help}).
 */
public final class CanonicalizePass implements Pass {
  private static final PassOption<Long> MAX_ITERATIONS = PassOption.int64("max-iterations",
      GreedyRewriteDriver.DEFAULT_MAX_ITERATIONS, "The most rounds of patterns and region simplification (-1: no limit)");
  private static final PassOption<Long> MAX_NUM_REWRITES = PassOption.int64("max-num-rewrites",
      GreedyRewriteDriver.NO_LIMIT, "The most pattern rewrites in one round (-1: no limit)");
  private static final PassOption<Boolean> TOP_DOWN = PassOption.bool("top-down", true,
      "Seed the worklist in pre-order (false: in post-order, bottom-up)");
  private static final PassOption<String> REGION_SIMPLIFY = PassOption.choice("region-simplify", "normal",
      "Control-flow simplification between rounds (loomlir merges no identical blocks: aggressive simplifies as normal does)",
      new PassOption.Choice("disabled", "No control-flow simplification"),
      new PassOption.Choice("normal", "Erase unreachable blocks, dead ops and dead block arguments"),
      new PassOption.Choice("aggressive", "As normal, here"));
  private static final PassOption<Boolean> TEST_CONVERGENCE = PassOption.bool("test-convergence", false,
      "Fail the pass, silently as upstream does, when the rounds do not converge");
  private static final PassOption<List<String>> DISABLE_PATTERNS = PassOption.stringList("disable-patterns",
      "Labels of patterns to leave out").noEffect("loomlir's patterns have no labels, so none matches");
  private static final PassOption<List<String>> ENABLE_PATTERNS = PassOption.stringList("enable-patterns",
      "Labels of the only patterns to apply (loomlir's patterns have no labels: given, it applies no pattern; folds stay)");

  public static final PassDeclaration DECLARATION = PassDeclaration.of(CanonicalizePass.class, "canonicalize",
      "Canonicalize operations")
      .options(MAX_ITERATIONS, MAX_NUM_REWRITES, REGION_SIMPLIFY, TEST_CONVERGENCE, TOP_DOWN, DISABLE_PATTERNS, ENABLE_PATTERNS)
      .factory(values -> new CanonicalizePass(new GreedyRewriteDriver.Config(values.get(MAX_ITERATIONS),
          values.get(MAX_NUM_REWRITES), values.get(TOP_DOWN), !values.get(REGION_SIMPLIFY).equals("disabled")),
          values.get(TEST_CONVERGENCE), values.isSet(ENABLE_PATTERNS)));

  private final GreedyRewriteDriver.Config config;
  private final boolean testConvergence;
  private final boolean noPatterns;

  private CanonicalizePass(GreedyRewriteDriver.Config config, boolean testConvergence, boolean noPatterns) {
    this.config = config;
    this.testConvergence = testConvergence;
    this.noPatterns = noPatterns;
  }

  /** Canonicalization with upstream's defaults but at most {@code maxIterations} rounds. */
  public static CanonicalizePass withMaxIterations(long maxIterations) {
    return new CanonicalizePass(GreedyRewriteDriver.Config.DEFAULT.withMaxIterations(maxIterations), false, false);
  }

  @Override public void run(Operation op, PassContext context) {
    GreedyRewriteDriver driver = noPatterns ? new GreedyRewriteDriver(context.context(), List.of(), config)
        : new GreedyRewriteDriver(context.context(), new CanonicalizationPatterns(), config);
    boolean converged = driver.run(op);
    if (testConvergence && !converged) throw new PassFailure();
  }
}
