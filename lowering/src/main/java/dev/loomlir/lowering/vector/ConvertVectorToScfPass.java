package dev.loomlir.lowering.vector;

import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.GreedyRewriteDriver;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code convert-vector-to-scf}: transfer ops above the target rank are lowered one
 * leading dimension at a time, through a stack buffer and {@code scf.for} loops
 * ({@link TransferBufferLowering}) or fully unrolled ({@link TransferUnrolling}); at target rank 1,
 * 1-D transfers that are no plain vector load/store become scalar loops ({@link Transfer1dLowering});
 * {@code vector.print} of a vector becomes loops of scalar prints ({@link PrintDecomposition}).
 * Transfers on tensors and scalable vectors stay, as upstream leaves them without
 * {@code lower-tensors}/{@code lower-scalable}; loomlir's code generation reports scalable vectors.
 */
public final class ConvertVectorToScfPass implements Pass {
  private static final PassOption<Boolean> FULL_UNROLL = PassOption.bool("full-unroll", false,
      "Perform full unrolling when converting vector transfers to SCF");
  private static final PassOption<Long> TARGET_RANK = PassOption.uint32("target-rank", 1,
      "Target vector rank to which transfer ops should be lowered");
  private static final PassOption<Boolean> LOWER_TENSORS = PassOption.bool("lower-tensors", false,
      "Lower transfer ops that operate on tensors").noEffect("loomlir does not lower transfers on tensors");
  private static final PassOption<Boolean> LOWER_SCALABLE = PassOption.bool("lower-scalable", false,
      "Add scalable vector specific lowerings (that introduce loops)")
      .noEffect("loomlir's code generation rejects scalable vectors");

  public static final PassDeclaration DECLARATION = PassDeclaration.of(ConvertVectorToScfPass.class,
      "convert-vector-to-scf", "Lower the operations from the vector dialect into the SCF dialect")
      .options(FULL_UNROLL, TARGET_RANK, LOWER_TENSORS, LOWER_SCALABLE)
      .factory(values -> new ConvertVectorToScfPass(values.get(FULL_UNROLL), values.get(TARGET_RANK)));

  private final boolean fullUnroll;
  private final long targetRank;

  private ConvertVectorToScfPass(boolean fullUnroll, long targetRank) {
    this.fullUnroll = fullUnroll;
    this.targetRank = targetRank;
  }

  @Override public void run(Operation op, PassContext context) {
    List<RewritePattern> patterns = new ArrayList<>(fullUnroll ? new TransferUnrolling(targetRank).patterns()
        : new TransferBufferLowering(targetRank).patterns());
    if (targetRank == 1) patterns.addAll(Transfer1dLowering.patterns());
    patterns.add(PrintDecomposition.pattern());
    new GreedyRewriteDriver(context.context(), patterns, GreedyRewriteDriver.Config.DEFAULT).run(op);
  }
}
