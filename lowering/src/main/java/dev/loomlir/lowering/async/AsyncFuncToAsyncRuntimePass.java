package dev.loomlir.lowering.async;

import dev.loomlir.dialects.builtin.ModuleOp;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.dialects.func.FuncOp;
import dev.loomlir.dialects.func.CallOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.lowering.builder.OpDefs;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.rewrite.Rewriter;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Upstream's {@code async-func-to-async-runtime}: each {@code async.func} becomes a
 * {@code func.func} coroutine (started hot: no initial suspension), {@code async.call} a
 * {@code func.call}, {@code async.return} publishes the results; awaits and {@code cf.assert}s
 * directly in those coroutines (not inside an {@code async.execute}) suspend or set the error.
 * Awaits elsewhere are left to {@code async-to-async-runtime}.
 */
public final class AsyncFuncToAsyncRuntimePass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(AsyncFuncToAsyncRuntimePass.class,
      "async-func-to-async-runtime", "Lower async.func operations to the explicit async.runtime and"
          + "async.coro operations")
      .anchoredOn(ModuleOp.TYPE).factory(AsyncFuncToAsyncRuntimePass::new);

  @Override public void run(Operation module, PassContext context) {
    Rewriter rewriter = new Rewriter(OpDefs.SHARED);
    Map<Operation, CoroMachinery> coros = new IdentityHashMap<>();
    List<Operation> worklist = new ArrayList<>();
    module.walk(worklist::add);

    for (Operation op : worklist) {
      if (!op.is("async.func")) continue;
      Operation func = convertFunc(op, rewriter);
      if (func.region(0).isEmpty()) continue; // a declaration stays one (upstream crashes here)
      CoroMachinery coro = CoroMachinery.setUp(func, rewriter);
      coros.put(coro.func, coro);
    }
    // Unlike upstream (which leaves broken IR), scf ops holding awaits are lowered to cf first.
    for (CoroMachinery coro : coros.values()) StructuredControlFlow.lowerAroundAsyncOps(coro.func);

    AsyncOpLowering lowering = new AsyncOpLowering(coros, rewriter);
    List<Operation> ops = new ArrayList<>();
    module.walk(ops::add);
    for (Operation op : ops) {
      switch (op.name()) {
        case "async.call" -> convertCall(op, rewriter);
        case "async.return" -> lowering.lowerCompletion(op);
        case "async.await", "async.await_all" -> {
          if (inCoroutineOutsideExecute(op, lowering)) lowering.lowerAwait(op);
        }
        case "cf.assert" -> {
          if (inCoroutineOutsideExecute(op, lowering)) lowering.lowerAssert(op);
        }
        default -> { }
      }
    }
  }

  private static boolean inCoroutineOutsideExecute(Operation op, AsyncOpLowering lowering) {
    return lowering.isInCoroutine(op) && op.ancestorNamed("async.execute") == null;
  }

  /** A {@code func.func} in place of the {@code async.func}, with its attributes and body. */
  private static Operation convertFunc(Operation asyncFunc, Rewriter rewriter) {
    rewriter.setInsertionPointBefore(asyncFunc);
    OperationState s = rewriter.state(FuncOp.TYPE, asyncFunc.location());
    for (Map.Entry<String, Attribute> e : asyncFunc.properties().entrySet()) s.addAttribute(e.getKey(), e.getValue());
    for (Map.Entry<String, Attribute> e : asyncFunc.attributes().entrySet()) s.addAttribute(e.getKey(), e.getValue());
    s.addRegion();
    Operation func = rewriter.insert(s);
    func.region(0).takeBody(asyncFunc.region(0));
    rewriter.eraseOp(asyncFunc);
    return func;
  }

  private static void convertCall(Operation asyncCall, Rewriter rewriter) {
    rewriter.setInsertionPointBefore(asyncCall);
    CallOp call = CallOp.create(rewriter, asyncCall.location(), asyncCall.attr("callee"), asyncCall.operands(),
        asyncCall.resultTypes());
    rewriter.replaceOp(asyncCall, call.operation().results());
  }
}
