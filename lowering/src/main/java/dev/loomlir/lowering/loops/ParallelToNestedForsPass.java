package dev.loomlir.lowering.loops;

import dev.loomlir.dialects.scf.ParallelOp;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.scf.ScfToControlFlowPass;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code scf-parallel-for-to-nested-fors}: each {@code scf.parallel} without
 * reductions becomes the sequential {@code scf.for} nest {@code convert-scf-to-cf} would build
 * for it (loops with reductions are left alone, as upstream does). The default lowering runs it
 * before {@code loomlir-int-loop-versioning}, so a parallel loop that runs sequentially gets its
 * innermost loop versioned like any other.
 */
public final class ParallelToNestedForsPass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(ParallelToNestedForsPass.class,
      "scf-parallel-for-to-nested-fors", "Convert SCF parallel for loops to nested SCF for loops")
      .factory(ParallelToNestedForsPass::new);

  @Override public void run(Operation root, PassContext context) {
    List<ParallelOp> loops = new ArrayList<>();
    root.walk(op -> {
      if (ParallelOp.match(op) instanceof ParallelOp loop && loop.initVals().isEmpty()) loops.add(loop);
    });
    for (ParallelOp loop : loops) ScfToControlFlowPass.toForNest(loop, context.context());
  }
}
