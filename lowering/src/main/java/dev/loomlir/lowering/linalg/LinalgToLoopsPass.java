package dev.loomlir.lowering.linalg;

import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.dialects.linalg.StructuredOpInfo;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.GreedyRewriteDriver;
import dev.loomlir.lowering.pass.Pass;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code convert-linalg-to-loops} ({@code scf.for} nests) and
 * {@code convert-linalg-to-parallel-loops} ({@code scf.parallel} for parallel loops): every linalg
 * structured op on memrefs becomes loops around its scalar body ({@link StructuredOpLowering}).
 * The result is folded as upstream's greedy driver folds it ({@link GreedyRewriteDriver#foldGreedily}).
 */
public final class LinalgToLoopsPass implements Pass {
  public static final PassDeclaration LOOPS = PassDeclaration.of(LinalgToLoopsPass.class, "convert-linalg-to-loops",
      "Lower the operations from the linalg dialect into loops").factory(() -> new LinalgToLoopsPass(false));

  public static final PassDeclaration PARALLEL_LOOPS = PassDeclaration.of(LinalgToLoopsPass.class,
      "convert-linalg-to-parallel-loops", "Lower the operations from the linalg dialect into parallel loops")
      .factory(() -> new LinalgToLoopsPass(true));

  private final boolean parallel;

  public LinalgToLoopsPass(boolean parallel) { this.parallel = parallel; }

  @Override public void run(Operation root, PassContext context) {
    List<Operation> structured = new ArrayList<>();
    root.walk(op -> {
      if (op != root && StructuredOpInfo.of(op) != null) structured.add(op);
    });
    for (Operation op : structured) new StructuredOpLowering(op, StructuredOpInfo.of(op)).lower(parallel);
    GreedyRewriteDriver.foldGreedily(root);
  }
}
