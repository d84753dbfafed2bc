package dev.loomlir.lowering.loops;

import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassOption;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code loomlir-int-loop-versioning}: runs each innermost memref loop over {@code index} with an
 * {@code i32} induction variable when its bounds allow ({@link IntLoopVersioner}), so the JVM
 * code generator can index arrays with an {@code int} that C2 vectorizes and range-checks once
 * per loop. Not an upstream pass; its output is valid upstream IR (the marker is discardable).
 */
public final class IntLoopVersioningPass implements Pass {
  /**
   * Whether a loop over several memrefs that may share one layout gets one more i32 version, taken
   * when they do, over views sharing one offset and stride values (see {@link IntLoopVersioner}
   * and {@link SameLayoutVersioner}); C2 vectorizes that loop. On by default (docs/architecture.md,
   * "Same-layout loops"; figures in docs/performance-notes.md); {@code same-layout=false} gives
   * every candidate the plain i32 version only.
   */
  public static final PassOption<Boolean> SAME_LAYOUT = PassOption.bool("same-layout", true,
      "Also version loops over memrefs that share one dynamic layout at run time");

  public static final PassDeclaration DECLARATION = PassDeclaration.of(IntLoopVersioningPass.class,
      "loomlir-int-loop-versioning", "Version innermost memref scf.for loops over index into an i32 loop when the bounds fit")
      .options(SAME_LAYOUT).factory(values -> new IntLoopVersioningPass(values.get(SAME_LAYOUT)));

  private final boolean sameLayout;

  public IntLoopVersioningPass(boolean sameLayout) { this.sameLayout = sameLayout; }

  @Override public void run(Operation root, PassContext context) {
    Map<Operation, Long> stepOfLoop = new LinkedHashMap<>();
    root.walk(op -> {
      Long step = IntLoopCandidate.step(op);
      if (step != null) stepOfLoop.put(op, step);
    });
    stepOfLoop.forEach((loop, step) -> IntLoopVersioner.version(context.context(), loop, step, sameLayout));
  }
}
