package dev.loomlir.lowering.async;

import dev.loomlir.dialects.builtin.ModuleOp;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.builder.OpDefs;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.util.SymbolNamer;
import dev.loomlir.rewrite.Rewriter;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Upstream's {@code async-to-async-runtime}: every {@code async.execute} becomes a coroutine
 * function and a call to it; then, in the order a pre-order walk meets them, awaits become
 * blocking runtime awaits (outside coroutines) or suspension points (inside), yields publish
 * the results, {@code cf.assert} in coroutines sets the error on them, and group ops become
 * runtime group ops. With {@code eliminate-blocking-await-ops} (an option upstream had before
 * LLVM 17) functions that await are first turned into coroutines themselves.
 */
public final class AsyncToAsyncRuntimePass implements Pass {
  static final PassOption<Boolean> ELIMINATE_BLOCKING_AWAITS = PassOption.bool("eliminate-blocking-await-ops", false,
      "Turn functions with blocking awaits into coroutines that suspend instead (when their callers allow)");

  public static final PassDeclaration DECLARATION = PassDeclaration.of(AsyncToAsyncRuntimePass.class,
      "async-to-async-runtime", "Lower all high level async operations (e.g. async.execute) to"
          + "the explicit async.runtime and async.coro operations")
      .anchoredOn(ModuleOp.TYPE).options(ELIMINATE_BLOCKING_AWAITS)
      .factory(values -> new AsyncToAsyncRuntimePass(values.get(ELIMINATE_BLOCKING_AWAITS)));

  private final boolean eliminateBlockingAwaits;

  public AsyncToAsyncRuntimePass(boolean eliminateBlockingAwaits) {
    this.eliminateBlockingAwaits = eliminateBlockingAwaits;
  }

  @Override public void run(Operation module, PassContext context) {
    Rewriter rewriter = new Rewriter(OpDefs.SHARED);
    SymbolNamer names = new SymbolNamer(module);
    Map<Operation, CoroMachinery> coros = new IdentityHashMap<>();

    // Innermost first (MLIR's default post-order walk), so outer bodies call the inner functions.
    List<Operation> executes = new ArrayList<>();
    module.walkPostOrder(op -> {
      if (op.is("async.execute")) executes.add(op);
    });
    ExecuteOutliner outliner = new ExecuteOutliner(module, names, rewriter);
    for (Operation execute : executes) {
      CoroMachinery coro = outliner.outline(execute);
      coros.put(coro.func, coro);
    }
    if (eliminateBlockingAwaits) new BlockingAwaitElimination(module, coros, rewriter).run();

    for (CoroMachinery coro : coros.values()) StructuredControlFlow.lowerAroundAsyncOps(coro.func);

    AsyncOpLowering lowering = new AsyncOpLowering(coros, rewriter);
    List<Operation> worklist = new ArrayList<>();
    module.walk(worklist::add);
    for (Operation op : worklist) {
      switch (op.name()) {
        case "async.await", "async.await_all" -> lowering.lowerAwait(op);
        case "async.yield" -> lowering.lowerCompletion(op);
        case "cf.assert" -> {
          if (lowering.isInCoroutine(op)) lowering.lowerAssert(op);
        }
        case "async.create_group" -> lowering.lowerCreateGroup(op);
        case "async.add_to_group" -> lowering.lowerAddToGroup(op);
        default -> { }
      }
    }
  }
}
