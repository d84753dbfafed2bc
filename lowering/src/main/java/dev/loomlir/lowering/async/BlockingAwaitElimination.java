package dev.loomlir.lowering.async;

import dev.loomlir.dialects.func.ReturnOp;
import dev.loomlir.dialects.func.FuncOp;
import dev.loomlir.dialects.func.CallOp;
import dev.loomlir.dialects.async.AwaitAllOp;
import dev.loomlir.dialects.async.AwaitOp;
import dev.loomlir.dialects.async.TokenType;
import dev.loomlir.dialects.async.ValueType;
import dev.loomlir.dialects.func.FuncVerifiers;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Rewriter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * "Asyncification" ({@code eliminate-blocking-await-ops}, upstream's option until LLVM 16): a
 * function that awaits is rewritten into a coroutine returning a token and its results wrapped
 * in async values, so its awaits suspend instead of blocking a runtime thread; each call of it
 * then awaits those results, which makes the caller a candidate in turn. Functions marked
 * {@code async.allowed_to_block} keep blocking awaits and stop the propagation.
 */
final class BlockingAwaitElimination {
  static final String ALLOWED_TO_BLOCK = "async.allowed_to_block";

  private final Operation module;
  private final Map<Operation, CoroMachinery> coros;
  private final Rewriter rewriter;
  private final Deque<Operation> worklist = new ArrayDeque<>();

  BlockingAwaitElimination(Operation module, Map<Operation, CoroMachinery> coros, Rewriter rewriter) {
    this.module = module;
    this.coros = coros;
    this.rewriter = rewriter;
  }

  static boolean allowedToBlock(Operation func) {
    return func != null && func.attr(ALLOWED_TO_BLOCK) != null;
  }

  void run() {
    for (Operation op : module.region(0).entryBlock()) {
      if (FuncOp.is(op)) addCandidate(op);
    }
    while (!worklist.isEmpty()) {
      Operation func = worklist.pop();
      if (coros.containsKey(func)) continue;
      coros.put(func, rewriteAsCoroutine(func));
      String name = ((StringAttr) func.attr("sym_name")).value();
      List<Operation> calls = new ArrayList<>();
      module.walk(op -> {
        if (CallOp.is(op) && op.attr("callee") instanceof SymbolRefAttr ref && ref.root().equals(name)) {
          calls.add(op);
        }
      });
      for (Operation call : calls) {
        Operation caller = AsyncIr.enclosingFunc(call);
        rewriteCallSite(call, func);
        if (caller != null) addCandidate(caller);
      }
    }
  }

  private void addCandidate(Operation func) {
    if (allowedToBlock(func) || coros.containsKey(func) || func.region(0).isEmpty()) return;
    boolean[] awaits = {false};
    func.walk(op -> {
      if (AwaitOp.is(op) || AwaitAllOp.is(op)) awaits[0] = true;
    });
    if (awaits[0]) worklist.push(func);
  }

  /** Results become {@code (!async.token, !async.value<T>...)}; returns publish them. */
  private CoroMachinery rewriteAsCoroutine(Operation func) {
    FunctionType type = FuncVerifiers.functionType(func);
    List<Type> results = new ArrayList<>();
    results.add(TokenType.INSTANCE);
    for (Type t : type.results()) results.add(new ValueType(t));
    func.setAttr("function_type", new TypeAttr(new FunctionType(type.inputs(), results)));
    func.removeAttr("res_attrs");

    List<Operation> returns = new ArrayList<>();
    for (Block b : func.region(0).blocks()) {
      if (ReturnOp.is(b.last())) returns.add(b.last());
    }
    CoroMachinery coro = CoroMachinery.setUp(func, rewriter);
    for (Operation ret : returns) {
      rewriter.setInsertionPointAfter(ret);
      coro.emitCompletion(rewriter, ret.location(), ret.operands());
      rewriter.eraseOp(ret);
    }
    return coro;
  }

  /** The call now returns async results: await the token, then await and unwrap each value. */
  private void rewriteCallSite(Operation call, Operation callee) {
    Location loc = call.location();
    rewriter.setInsertionPointBefore(call);
    Operation newCall = CallOp.create(rewriter, loc, call.attr("callee"), call.operands(),
        FuncVerifiers.functionType(callee).results()).operation();
    AwaitOp.create(rewriter, loc, newCall.result(0));
    List<Value> unwrapped = new ArrayList<>();
    for (Value v : newCall.results().subList(1, newCall.numResults())) {
      unwrapped.add(AwaitOp.create(rewriter, loc, v).result());
    }
    rewriter.replaceOp(call, unwrapped);
  }
}
