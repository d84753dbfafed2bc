package dev.loomlir.lowering.loops;

import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.Pass;
import dev.loomlir.lowering.PassInfo;
import dev.loomlir.lowering.PassOption;
import dev.loomlir.lowering.PassOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code loomlir-int-loop-versioning}: runs each innermost memref loop over {@code index} with an
 * {@code i32} induction variable when its bounds allow ({@link IntLoopVersioner}), so the JVM
 * code generator can index arrays with an {@code int} that C2 vectorizes and range-checks once
 * per loop. Not an upstream pass; its output is valid upstream IR (the marker is discardable).
 */
public final class IntLoopVersioningPass implements Pass {
  public static PassInfo info() {
    return new PassInfo("loomlir-int-loop-versioning",
        "Version innermost memref scf.for loops over index into an i32 loop when the bounds fit",
        List.of(PassOption.bool(SAME_LAYOUT)),
        opts -> new IntLoopVersioningPass(PassOptions.bool(opts, SAME_LAYOUT, false)));
  }

  /**
   * The option that also versions i32 loops on their memrefs sharing one layout (see
   * {@link SameLayoutVersioner}). Off by default: it makes C2 vectorize elementwise loops over
   * dynamic-layout memrefs (about 2x at steady state in cache), but it makes such loop functions
   * about 45% larger and their first C2 compiles about 60% longer, which cost pfor-add's first
   * calls more than its memory-bound steady state gains (see docs/architecture.md).
   */
  public static final String SAME_LAYOUT = "same-layout";

  private final boolean sameLayout;

  public IntLoopVersioningPass(boolean sameLayout) { this.sameLayout = sameLayout; }

  @Override public void run(Operation root) {
    Map<Operation, Long> stepOfLoop = new LinkedHashMap<>();
    root.walk(op -> {
      Long step = IntLoopCandidate.step(op);
      if (step != null) stepOfLoop.put(op, step);
    });
    stepOfLoop.forEach((loop, step) -> IntLoopVersioner.version(loop, step, sameLayout));
  }
}
