package dev.loomlir.lowering.loops;

import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.Pass;
import dev.loomlir.lowering.PassInfo;
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
        List.of(), opts -> new IntLoopVersioningPass());
  }

  @Override public void run(Operation root) {
    Map<Operation, Long> stepOfLoop = new LinkedHashMap<>();
    root.walk(op -> {
      Long step = IntLoopCandidate.step(op);
      if (step != null) stepOfLoop.put(op, step);
    });
    stepOfLoop.forEach(IntLoopVersioner::version);
  }
}
