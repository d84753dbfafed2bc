package dev.loomlir.lowering.async;

import dev.loomlir.dialects.async.AwaitAllOp;
import dev.loomlir.dialects.async.AwaitOp;
import dev.loomlir.dialects.async.CallOp;
import dev.loomlir.dialects.async.ExecuteOp;
import dev.loomlir.dialects.async.FuncOp;
import dev.loomlir.dialects.async.ReturnOp;
import dev.loomlir.dialects.async.YieldOp;
import dev.loomlir.dialects.builtin.ModuleOp;
import dev.loomlir.dialects.cf.AssertOp;
import dev.loomlir.dialects.cf.BranchOp;
import dev.loomlir.dialects.cf.CondBranchOp;
import dev.loomlir.dialects.func.ConstantOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.driver.DialectConversion;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Upstream's {@code async-func-to-async-runtime}, one dialect conversion with upstream's target:
 * each {@code async.func} becomes a {@code func.func} coroutine (started hot: no initial
 * suspension), {@code async.call} a {@code func.call}, {@code async.return} publishes the
 * results; awaits and {@code cf.assert}s directly in those coroutines (not inside an
 * {@code async.execute}) suspend or set the error. Awaits elsewhere are left to
 * {@code async-to-async-runtime}. Unlike upstream (which leaves broken IR), the {@code scf} ops
 * of the coroutines that hold async ops are lowered to {@code cf} in the same conversion.
 */
public final class AsyncFuncToAsyncRuntimePass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(AsyncFuncToAsyncRuntimePass.class,
      "async-func-to-async-runtime", "Lower async.func operations to the explicit async.runtime and"
          + "async.coro operations")
      .anchoredOn(ModuleOp.TYPE).factory(AsyncFuncToAsyncRuntimePass::new);

  @Override public void run(Operation module, PassContext context) {
    Map<Operation, CoroMachinery> coros = new IdentityHashMap<>();
    AsyncOpLowering lowering = new AsyncOpLowering(coros);
    List<RewritePattern> patterns = new ArrayList<>(StructuredControlFlow.patterns());
    patterns.add(RewritePattern.of(FuncOp.TYPE, (func, r) -> convertFunc(func, coros, r)));
    patterns.add(RewritePattern.of(CallOp.TYPE, AsyncFuncToAsyncRuntimePass::convertCall));
    patterns.add(lowering.returnPattern());
    patterns.addAll(lowering.patterns(false));
    DialectConversion.applyPartial(module, target(lowering), patterns, context.context());
  }

  private static ConversionTarget target(AsyncOpLowering lowering) {
    ConversionTarget target = new ConversionTarget()
        .addLegalDialect("async", "func")
        .addIllegalOp(FuncOp.TYPE, CallOp.TYPE, ReturnOp.TYPE)
        .addLegalOp(ConstantOp.TYPE, BranchOp.TYPE, CondBranchOp.TYPE);
    for (OpType<?> type : List.of(AwaitOp.TYPE, AwaitAllOp.TYPE, YieldOp.TYPE, AssertOp.TYPE)) {
      target.addDynamicallyLegalOp(type, op -> !inCoroutineOutsideExecute(op.operation(), lowering));
    }
    StructuredControlFlow.markIllegalAround(target, lowering::isInCoroutine, StructuredControlFlow::awaitOrAssert);
    return target;
  }

  private static boolean inCoroutineOutsideExecute(Operation op, AsyncOpLowering lowering) {
    return lowering.isInCoroutine(op) && ExecuteOp.TYPE.closest(op) == null;
  }

  /** A {@code func.func} in place of the {@code async.func}, with its attributes and body, set up as a coroutine. */
  private static boolean convertFunc(FuncOp asyncFunc, Map<Operation, CoroMachinery> coros, PatternRewriter rewriter) {
    Operation op = asyncFunc.operation();
    rewriter.setInsertionPointBefore(op);
    OperationState s = rewriter.state(dev.loomlir.dialects.func.FuncOp.TYPE, op.location());
    for (Map.Entry<String, Attribute> e : op.properties().entrySet()) s.addAttribute(e.getKey(), e.getValue());
    for (Map.Entry<String, Attribute> e : op.attributes().entrySet()) s.addAttribute(e.getKey(), e.getValue());
    s.addRegion();
    Operation func = rewriter.insert(s);
    func.region(0).takeBody(op.region(0));
    rewriter.eraseOp(op);
    // A declaration stays one (upstream's conversion never ends on it).
    if (!func.region(0).isEmpty()) {
      CoroMachinery coro = CoroMachinery.setUp(func, rewriter);
      coros.put(coro.func, coro);
    }
    return true;
  }

  private static boolean convertCall(CallOp asyncCall, PatternRewriter rewriter) {
    Operation op = asyncCall.operation();
    dev.loomlir.dialects.func.CallOp call = dev.loomlir.dialects.func.CallOp.create(rewriter, op.location(),
        asyncCall.calleeAttr(), op.operands(), op.resultTypes());
    rewriter.replaceOp(op, call.operation().results());
    return true;
  }
}
