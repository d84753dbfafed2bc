package dev.loomlir.lowering.linalg;

import dev.loomlir.dialects.linalg.LinalgEnumAttr;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.ScfBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the loop nest over {@code [0, ub)} with step 1 for each loop of a structured op,
 * outermost first, and leaves the builder inside the innermost body. Sequentially every loop is
 * an {@code scf.for}; in parallel mode each run of consecutive parallel loops becomes one
 * {@code scf.parallel} and each reduction loop an {@code scf.for}, as upstream's
 * {@code GenerateLoopNest<scf::ParallelOp>} does.
 */
final class LoopNestBuilder {
  private LoopNestBuilder() {}

  /** Returns the induction variables, one per loop. */
  static List<Value> build(ScfBuilder b, List<Value> upperBounds, List<LinalgEnumAttr> iterators, boolean parallel) {
    Value c0 = b.index(0);
    Value c1 = b.index(1);
    List<Value> ivs = new ArrayList<>();
    int loop = 0;
    while (loop < upperBounds.size()) {
      int end = loop + 1;
      if (parallel && !iterators.get(loop).isReduction()) {
        while (end < upperBounds.size() && !iterators.get(end).isReduction()) end++;
        int count = end - loop;
        Operation op = b.parallelLoop(repeat(c0, count), upperBounds.subList(loop, end), repeat(c1, count));
        enter(b, op, true);
      } else {
        Operation op = b.forLoop(c0, upperBounds.get(loop), c1);
        enter(b, op, false);
      }
      Block body = b.insertionBlock();
      for (int i = 0; i < end - loop; i++) ivs.add(body.argument(i));
      loop = end;
    }
    return ivs;
  }

  /** Terminates the loop's body and moves the insertion point just before the terminator. */
  private static void enter(ScfBuilder b, Operation loop, boolean parallel) {
    Block body = ScfBuilder.body(loop);
    b.insideBlock(body);
    if (parallel) b.reduce();
    else b.yield(List.of());
    b.setInsertionPointBefore(body.last());
  }

  private static List<Value> repeat(Value v, int n) {
    List<Value> vs = new ArrayList<>();
    for (int i = 0; i < n; i++) vs.add(v);
    return vs;
  }
}
