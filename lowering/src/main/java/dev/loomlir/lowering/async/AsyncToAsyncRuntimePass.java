package dev.loomlir.lowering.async;

import dev.loomlir.dialects.async.AddToGroupOp;
import dev.loomlir.dialects.async.AwaitAllOp;
import dev.loomlir.dialects.async.AwaitOp;
import dev.loomlir.dialects.async.CreateGroupOp;
import dev.loomlir.dialects.async.ExecuteOp;
import dev.loomlir.dialects.async.YieldOp;
import dev.loomlir.dialects.builtin.ModuleOp;
import dev.loomlir.dialects.cf.AssertOp;
import dev.loomlir.dialects.cf.BranchOp;
import dev.loomlir.dialects.cf.CondBranchOp;
import dev.loomlir.dialects.func.ConstantOp;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.driver.DialectConversion;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.lowering.util.SymbolNamer;
import dev.loomlir.rewrite.RewritePattern;
import dev.loomlir.rewrite.Rewriter;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Upstream's {@code async-to-async-runtime}: every {@code async.execute} becomes a coroutine
 * function and a call to it; then one dialect conversion, with upstream's target, turns awaits
 * into blocking runtime awaits (outside coroutines) or suspension points (inside), yields into
 * publishing the results, {@code cf.assert} in coroutines into setting the error on them, group
 * ops into runtime group ops, and the {@code scf} ops of coroutines that hold async ops into
 * {@code cf}. A high-level op no pattern lowers fails the pass
 * ({@code failed to legalize operation 'async.yield' that was explicitly marked illegal}). With
 * {@code eliminate-blocking-await-ops} (an option upstream had before LLVM 17) functions that
 * await are first turned into coroutines themselves.
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
    Rewriter rewriter = new Rewriter(context.context());
    SymbolNamer names = new SymbolNamer(module);
    Map<Operation, CoroMachinery> coros = new IdentityHashMap<>();

    // Innermost first (MLIR's default post-order walk), so outer bodies call the inner functions.
    List<ExecuteOp> executes = new ArrayList<>();
    module.walkPostOrder(op -> {
      if (ExecuteOp.match(op) instanceof ExecuteOp execute) executes.add(execute);
    });
    ExecuteOutliner outliner = new ExecuteOutliner(module, names, rewriter);
    for (ExecuteOp execute : executes) {
      CoroMachinery coro = outliner.outline(execute);
      coros.put(coro.func, coro);
    }
    if (eliminateBlockingAwaits) new BlockingAwaitElimination(module, coros, rewriter).run();

    AsyncOpLowering lowering = new AsyncOpLowering(coros);
    List<RewritePattern> patterns = new ArrayList<>(StructuredControlFlow.patterns());
    patterns.addAll(AsyncOpLowering.groupPatterns());
    patterns.addAll(lowering.patterns(true));
    DialectConversion.applyPartial(module, target(lowering), patterns, context.context());
  }

  /** Upstream's: every high-level async op is illegal, and so is {@code cf.assert} in a coroutine. */
  private static ConversionTarget target(AsyncOpLowering lowering) {
    ConversionTarget target = new ConversionTarget()
        .addLegalDialect("async", "func")
        .addIllegalOp(CreateGroupOp.TYPE, AddToGroupOp.TYPE)
        .addIllegalOp(ExecuteOp.TYPE, AwaitOp.TYPE, AwaitAllOp.TYPE, YieldOp.TYPE)
        .addLegalOp(ConstantOp.TYPE, BranchOp.TYPE, CondBranchOp.TYPE)
        .addDynamicallyLegalOp(AssertOp.TYPE, assertion -> !lowering.isInCoroutine(assertion.operation()));
    StructuredControlFlow.markIllegalAround(target, lowering::isInCoroutine, StructuredControlFlow::asyncOpOrAssert);
    return target;
  }
}
