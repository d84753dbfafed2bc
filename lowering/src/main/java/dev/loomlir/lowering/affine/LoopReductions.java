package dev.loomlir.lowering.affine;

import dev.loomlir.dialects.affine.ForOp;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code getSupportedReductions}: the iter_args of an {@code affine.for} that are
 * reductions, each updated by exactly one combiner op of a kind {@code affine.parallel} can reduce
 * with ({@code matchReduction} plus the kinds of {@code getSupportedReduction}).
 */
final class LoopReductions {
  private LoopReductions() {}

  /** Iter_arg {@code position} is reduced by {@code kind} ({@code addf}, ...) with the loop's {@code value}. */
  record Reduction(String kind, int position, Value value) {}

  static List<Reduction> supported(ForOp loop) {
    List<Reduction> out = new ArrayList<>();
    List<BlockArgument> iterArgs = loop.regionIterArgs();
    for (int i = 0; i < iterArgs.size(); i++) {
      Reduction r = match(loop, iterArgs.get(i), i);
      if (r != null) out.add(r);
    }
    return out;
  }

  /**
   * The iter_arg's only use is a two-operand combiner in the loop body whose only use is the
   * yield of that iter_arg; the value reduced is the combiner's other operand.
   */
  private static Reduction match(ForOp loop, BlockArgument iterArg, int position) {
    if (iterArg.uses().size() != 1) return null;
    Operation combiner = iterArg.uses().get(0).owner();
    if (combiner.parentBlock() != loop.body() || combiner.numOperands() != 2 || combiner.numResults() != 1) return null;
    Value result = combiner.result(0);
    if (result.uses().size() != 1 || result.uses().get(0).owner() != loop.yieldOp().operation()
        || loop.yieldOp().results().get(position) != result) {
      return null;
    }
    String kind = ReductionKinds.of(combiner);
    if (kind == null) return null;
    Value reduced = combiner.operand(0) == iterArg ? combiner.operand(1) : combiner.operand(0);
    if (reduced == iterArg) return null;
    return new Reduction(kind, position, reduced);
  }
}
