package dev.loomlir.lowering.async;

import dev.loomlir.dialects.async.AwaitOp;
import dev.loomlir.dialects.async.CoroSaveOp;
import dev.loomlir.dialects.async.CoroSuspendOp;
import dev.loomlir.dialects.async.ExecuteOp;
import dev.loomlir.dialects.async.RuntimeResumeOp;
import dev.loomlir.dialects.func.CallOp;
import dev.loomlir.dialects.func.FuncOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.util.RegionUtils;
import dev.loomlir.lowering.util.SymbolNamer;
import dev.loomlir.rewrite.Rewriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Moves the body of an {@code async.execute} into a private coroutine function
 * ({@code @async_execute_fn}, {@code @async_execute_fn_0}, ...) at the end of the module and
 * replaces the op with a {@code func.call} of it, as upstream's {@code outlineExecuteOp}:
 * the function takes the dependencies, the body operands and every captured value (constants
 * are cloned into the body instead), awaits the dependencies and operands first, and suspends
 * once at its start so that the body runs on a runtime thread.
 */
final class ExecuteOutliner {
  static final String FUNCTION_PREFIX = "async_execute_fn";

  private final Rewriter rewriter;
  private final SymbolNamer names;
  private final Operation module;

  ExecuteOutliner(Operation module, SymbolNamer names, Rewriter rewriter) {
    this.module = module;
    this.names = names;
    this.rewriter = rewriter;
  }

  CoroMachinery outline(ExecuteOp execute) {
    Location loc = execute.location();
    Region body = execute.bodyRegion();
    RegionUtils.cloneConstantsIntoRegion(body, rewriter.ops());

    List<Value> dependencies = execute.dependencies();
    List<Value> bodyOperands = execute.bodyOperands();
    List<Value> inputs = new ArrayList<>();
    for (Value v : dependencies) addUnique(inputs, v);
    for (Value v : bodyOperands) addUnique(inputs, v);
    for (Value v : RegionUtils.valuesDefinedAbove(body)) addUnique(inputs, v);

    List<Type> inputTypes = new ArrayList<>();
    for (Value v : inputs) inputTypes.add(v.type());
    FunctionType type = new FunctionType(inputTypes, execute.operation().resultTypes());

    rewriter.setInsertionPointToEnd(module.region(0).entryBlock());
    Operation func = AsyncIr.createFunc(rewriter, loc, names.unique(FUNCTION_PREFIX), new TypeAttr(type));
    func.setAttr("sym_visibility", new StringAttr("private"));
    Block entry = func.region(0).addBlock();
    for (Type t : inputTypes) entry.addArgument(t, loc);

    // The body starts by awaiting its dependencies and unwrapping its async operands.
    rewriter.setInsertionPointToEnd(entry);
    for (int i = 0; i < dependencies.size(); i++) {
      AwaitOp.create(rewriter, loc, entry.argument(inputs.indexOf(dependencies.get(i))));
    }
    Block bodyBlock = body.entryBlock();
    for (int i = 0; i < bodyOperands.size(); i++) {
      Value operand = entry.argument(inputs.indexOf(bodyOperands.get(i)));
      Value unwrapped = AwaitOp.create(rewriter, loc, operand).result();
      bodyBlock.argument(i).replaceAllUsesWith(unwrapped);
    }
    for (int i = 0; i < inputs.size(); i++) RegionUtils.replaceUsesInRegion(inputs.get(i), entry.argument(i), body);
    entry.spliceFrom(bodyBlock.first());

    CoroMachinery coro = CoroMachinery.setUp(func, rewriter);
    suspendAtEntry(coro, loc);
    replaceWithCall(execute, func, inputs);
    return coro;
  }

  /** Ends the entry block with a first suspension whose resume (on a runtime thread) starts the body. */
  private void suspendAtEntry(CoroMachinery coro, Location loc) {
    Operation branch = coro.entry.last();
    Block start = branch.successor(0);
    rewriter.eraseOp(branch);
    rewriter.setInsertionPointToEnd(coro.entry);
    Value state = CoroSaveOp.create(rewriter, loc, coro.coroHandle).state();
    RuntimeResumeOp.create(rewriter, loc, coro.coroHandle);
    suspend(rewriter, loc, state, coro, start);
  }

  /** {@code async.coro.suspend %state, ^suspend, ^resume, ^cleanup_for_destroy}. */
  static void suspend(Rewriter rewriter, Location loc, Value state, CoroMachinery coro, Block resume) {
    CoroSuspendOp.create(rewriter, loc, state, coro.suspend, resume, coro.cleanupForDestroy);
  }

  private void replaceWithCall(ExecuteOp execute, Operation func, List<Value> inputs) {
    rewriter.setInsertionPointBefore(execute.operation());
    Operation call = CallOp.create(rewriter, execute.location(), FuncOp.TYPE.cast(func).symName(), inputs,
        execute.operation().resultTypes()).operation();
    rewriter.replaceOp(execute.operation(), call.results());
  }

  private static void addUnique(List<Value> values, Value v) {
    if (!values.contains(v)) values.add(v);
  }
}
