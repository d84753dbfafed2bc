package dev.loomlir.lowering.parallel;

import dev.loomlir.dialects.builtin.ModuleOp;
import dev.loomlir.dialects.scf.ParallelOp;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.GreedyRewriteDriver;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Upstream's {@code async-parallel-for}: each {@code scf.parallel} without reductions becomes
 * concurrent {@code async.execute} tasks over non-overlapping blocks of its iteration space
 * (see {@link ParallelForRewrite}); loops with reductions are left alone. Loops are rewritten in
 * the order of upstream's greedy driver (the last one first; nested loops, cloned into the new
 * compute functions, in a later round), which decides the {@code _0}, {@code _1} suffixes of the
 * outlined functions.
 * Then the whole module is folded as that driver folds it ({@link GreedyRewriteDriver#foldGreedily}).
 */
public final class AsyncParallelForPass implements Pass {
  private final AsyncParallelForOptions options;

  public AsyncParallelForPass(AsyncParallelForOptions options) { this.options = options; }

  public static final PassDeclaration DECLARATION = PassDeclaration.of(AsyncParallelForPass.class, "async-parallel-for",
      "Convert scf.parallel operations to multiple async compute ops executed concurrently for non-overlapping "
          + "iteration ranges")
      .anchoredOn(ModuleOp.TYPE)
      .options(AsyncParallelForOptions.ASYNC_DISPATCH, AsyncParallelForOptions.NUM_WORKERS,
          AsyncParallelForOptions.MIN_TASK_SIZE)
      .factory(values -> new AsyncParallelForPass(AsyncParallelForOptions.from(values)));
  @Override public void run(Operation root, PassContext context) {
    ModuleOp enclosing = ModuleOp.TYPE.closest(root);
    Operation module = enclosing == null ? null : enclosing.operation();
    if (module == null) throw new DiagnosticException(root.location(), "async-parallel-for needs a builtin.module");
    ParallelForRewrite rewrite = new ParallelForRewrite(options, module, context.context());
    // Each round rewrites the loops found by a post-order walk, last first; loops cloned into new
    // compute functions wait for the next round, as in upstream's greedy driver.
    for (List<Operation> round = rewritableLoops(root); !round.isEmpty(); round = rewritableLoops(root)) {
      for (int i = round.size() - 1; i >= 0; i--) {
        Operation op = round.get(i);
        if (isInside(op, root)) rewrite.rewrite(op);
      }
    }
    GreedyRewriteDriver.foldGreedily(root, context.context());
  }

  /**
   * The loops in the order upstream's driver fills its worklist: a post-order walk that adds each
   * op together with its not yet listed ancestors (so an op precedes its ancestors only when it
   * is the first op met inside them).
   */
  private static List<Operation> rewritableLoops(Operation root) {
    Set<Operation> listed = new LinkedHashSet<>();
    root.walkPostOrder(op -> {
      List<Operation> chain = new ArrayList<>();
      for (Operation o = op; o != null && o != root && !listed.contains(o); o = o.parentOp()) chain.add(o);
      listed.addAll(chain);
    });
    List<Operation> loops = new ArrayList<>();
    for (Operation op : listed) if (isRewritable(op)) loops.add(op);
    return loops;
  }

  /** Upstream does not rewrite parallel loops with reductions: they stay sequential loops. */
  private static boolean isRewritable(Operation op) {
    return ParallelOp.match(op) instanceof ParallelOp loop && loop.initVals().isEmpty();
  }

  /** False for ops erased with an enclosing loop that was rewritten. */
  private static boolean isInside(Operation op, Operation root) {
    Operation o = op;
    while (o != null && o != root) {
      if (o.parentBlock() == null) return false;
      o = o.parentOp();
    }
    return o == root;
  }
}
