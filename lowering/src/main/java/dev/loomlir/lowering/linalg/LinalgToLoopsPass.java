package dev.loomlir.lowering.linalg;

import dev.loomlir.dialects.linalg.CopyOp;
import dev.loomlir.dialects.linalg.FillOp;
import dev.loomlir.dialects.linalg.GenericOp;
import dev.loomlir.dialects.linalg.MapOp;
import dev.loomlir.dialects.linalg.MatmulOp;
import dev.loomlir.dialects.linalg.ReduceOp;
import dev.loomlir.dialects.linalg.StructuredOpInfo;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.driver.DialectConversion;
import dev.loomlir.lowering.driver.GreedyRewriteDriver;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code convert-linalg-to-loops} ({@code scf.for} nests) and
 * {@code convert-linalg-to-parallel-loops} ({@code scf.parallel} for parallel loops): every linalg
 * structured op on memrefs becomes loops around its scalar body ({@link StructuredOpLowering}),
 * through the conversion driver with the structured ops illegal, so one that is not lowered fails
 * the pass ({@code failed to legalize operation 'linalg.generic' ...}) instead of reaching code
 * generation. The result is folded as upstream's greedy driver folds it
 * ({@link GreedyRewriteDriver#foldGreedily}).
 */
public final class LinalgToLoopsPass implements Pass {
  /** The structured ops the pass lowers; their bodies' {@code linalg.index} and {@code linalg.yield} go with them. */
  private static final List<OpType<?>> STRUCTURED = List.of(GenericOp.TYPE, FillOp.TYPE, CopyOp.TYPE, MatmulOp.TYPE,
      MapOp.TYPE, ReduceOp.TYPE);

  public static final PassDeclaration LOOPS = PassDeclaration.of(LinalgToLoopsPass.class, "convert-linalg-to-loops",
      "Lower the operations from the linalg dialect into loops").factory(() -> new LinalgToLoopsPass(false));

  public static final PassDeclaration PARALLEL_LOOPS = PassDeclaration.of(LinalgToLoopsPass.class,
      "convert-linalg-to-parallel-loops", "Lower the operations from the linalg dialect into parallel loops")
      .factory(() -> new LinalgToLoopsPass(true));

  private final boolean parallel;

  public LinalgToLoopsPass(boolean parallel) { this.parallel = parallel; }

  /** The structured ops are illegal; everything else (their bodies' ops included) is left as it is. */
  public static ConversionTarget target() {
    return new ConversionTarget().addIllegalOp(STRUCTURED.toArray(OpType<?>[]::new));
  }

  @Override public void run(Operation root, PassContext context) {
    DialectConversion.applyPartial(root, target(), patterns(), context.context());
    GreedyRewriteDriver.foldGreedily(root, context.context());
  }

  private List<RewritePattern> patterns() {
    List<RewritePattern> patterns = new ArrayList<>();
    for (OpType<?> type : STRUCTURED) {
      patterns.add(RewritePattern.of(type.def(), (op, rewriter) -> {
        new StructuredOpLowering(rewriter.ops(), op, StructuredOpInfo.of(op)).lower(parallel);
        rewriter.eraseOp(op);
        return true;
      }));
    }
    return patterns;
  }
}
