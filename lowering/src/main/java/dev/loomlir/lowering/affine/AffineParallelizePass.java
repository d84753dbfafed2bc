package dev.loomlir.lowering.affine;

import dev.loomlir.dialects.affine.ForOp;
import dev.loomlir.dialects.affine.ParallelOp;
import dev.loomlir.dialects.func.FuncOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code affine-parallelize}: each {@code affine.for} whose iterations are independent
 * ({@link LoopParallelism}) becomes a one-dimensional {@code affine.parallel} with the same bounds
 * and step, outer loops first, as long as fewer than {@code max-nested} parallel loops enclose it.
 * With {@code parallel-reductions}, a loop carrying values is parallel when each is a reduction
 * by one combiner op upstream knows ({@link LoopReductions}): the parallel loop reduces the
 * combined values, and the combiner, moved after it, combines the reduction with the initial value.
 * Every loop is analysed before any is rewritten, as upstream does.
 */
public final class AffineParallelizePass implements Pass {
  static final PassOption<Long> MAX_NESTED = PassOption.uint32("max-nested", 0xFFFF_FFFFL,
      "Maximum number of nested parallel loops to produce. Defaults to unlimited (UINT_MAX).");
  static final PassOption<Boolean> PARALLEL_REDUCTIONS = PassOption.bool("parallel-reductions", false,
      "Whether to parallelize reduction loops. Defaults to false.");

  public static final PassDeclaration DECLARATION = PassDeclaration.of(AffineParallelizePass.class,
      "affine-parallelize", "Convert affine.for ops into 1-D affine.parallel")
      .anchoredOn(FuncOp.TYPE)
      .options(MAX_NESTED, PARALLEL_REDUCTIONS)
      .factory(values -> new AffineParallelizePass(values.get(MAX_NESTED), values.get(PARALLEL_REDUCTIONS)));

  private final long maxNested;
  private final boolean parallelReductions;

  AffineParallelizePass(long maxNested, boolean parallelReductions) {
    this.maxNested = maxNested;
    this.parallelReductions = parallelReductions;
  }

  private record Candidate(ForOp loop, List<LoopReductions.Reduction> reductions) {}

  @Override public void run(Operation root, PassContext context) {
    List<ForOp> loops = new ArrayList<>();
    root.walk(op -> {
      if (ForOp.match(op) instanceof ForOp loop) loops.add(loop);
    });
    List<Candidate> candidates = new ArrayList<>();
    for (ForOp loop : loops) {
      List<LoopReductions.Reduction> reductions = parallelizable(loop);
      if (reductions != null) candidates.add(new Candidate(loop, reductions));
    }
    for (Candidate c : candidates) {
      if (enclosingParallelLoops(c.loop.operation()) < maxNested) parallelize(c.loop, c.reductions, context.context());
    }
  }

  /** Upstream's {@code isLoopParallel}: the reductions of a parallel loop (empty without iter_args), or null. */
  private List<LoopReductions.Reduction> parallelizable(ForOp loop) {
    int numIterArgs = loop.inits().size();
    if (numIterArgs > 0 && !parallelReductions) return null;
    List<LoopReductions.Reduction> reductions = List.of();
    if (parallelReductions) {
      reductions = LoopReductions.supported(loop);
      if (reductions.size() != numIterArgs) return null;
    }
    return LoopParallelism.isMemoryParallel(loop) ? reductions : null;
  }

  /** The affine.parallel ops between {@code op} and its affine scope. */
  private static int enclosingParallelLoops(Operation op) {
    int n = 0;
    for (Operation p = op.parentOp(); p != null && !(p.isRegistered() && p.def().has(Trait.AFFINE_SCOPE)); p = p.parentOp()) {
      if (ParallelOp.is(p)) n++;
    }
    return n;
  }

  /** Upstream's {@code affineParallelize}. */
  private static void parallelize(ForOp forOp, List<LoopReductions.Reduction> reductions, OpRegistry ops) {
    if (reductions.size() != forOp.inits().size()) return;
    OpBuilder b = new OpBuilder(ops);
    b.setInsertionPointBefore(forOp.operation());
    List<Type> resultTypes = new ArrayList<>();
    List<String> kinds = new ArrayList<>();
    List<Value> reduced = new ArrayList<>();
    for (LoopReductions.Reduction r : reductions) {
      resultTypes.add(r.value().type());
      kinds.add(r.kind());
      reduced.add(r.value());
    }
    ParallelOp parallel = ParallelOp.create(b, forOp.location(), resultTypes, kinds, List.of(forOp.lowerBoundMap()),
        forOp.lowerBoundOperands(), List.of(forOp.upperBoundMap()), forOp.upperBoundOperands(), List.of(forOp.step()));
    // The new op's empty body is replaced by the loop's.
    parallel.bodyRegion().clear();
    parallel.bodyRegion().takeBody(forOp.bodyRegion());
    Block body = parallel.body();
    Operation yield = body.last();
    for (int i = 0; i < reductions.size(); i++) {
      // The combiner moves after the parallel loop and combines the initial value with its result.
      Operation combiner = yield.operand(i).definingOp();
      combiner.moveBefore(forOp.operation());
      combiner.setOperands(List.of(forOp.inits().get(i), parallel.operation().result(i)));
      forOp.operation().result(i).replaceAllUsesWith(combiner.result(0));
    }
    yield.setOperands(reduced);
    for (int i = reductions.size(); i > 0; i--) body.eraseArgument(1);
    forOp.operation().erase();
  }
}
