package dev.loomlir.lowering.parallel;

import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.DivSIOp;
import dev.loomlir.dialects.arith.SubIOp;
import dev.loomlir.dialects.async.AddToGroupOp;
import dev.loomlir.dialects.async.AwaitAllOp;
import dev.loomlir.dialects.async.CreateGroupOp;
import dev.loomlir.dialects.async.GroupType;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.ScfBuilder;
import dev.loomlir.lowering.parallel.ComputeFunctionBuilder.ComputeFunction;
import dev.loomlir.lowering.util.SymbolNamer;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Launches the blocks of an outlined parallel loop, at the builder's insertion point, in one of
 * upstream's two ways: recursive work splitting in {@code @async_dispatch_fn} (one block runs in
 * the caller without any async op when there is only one), or a loop in the caller that starts
 * an {@code async.execute} per block but the first, which the caller runs itself. Either way an
 * {@code async.group} sized {@code blockCount - 1} is awaited at the end.
 */
final class Dispatcher {
  private final ScfBuilder b;
  private final Operation module;
  private final Operation parallel;
  private final List<Value> tripCounts;

  Dispatcher(ScfBuilder b, Operation module, Operation parallel, List<Value> tripCounts) {
    this.b = b;
    this.module = module;
    this.parallel = parallel;
    this.tripCounts = tripCounts;
  }

  void dispatch(boolean async, ComputeFunction compute, Value blockSize, Value blockCount) {
    if (async) asyncDispatch(compute, blockSize, blockCount);
    else sequentialDispatch(compute, blockSize, blockCount);
  }

  /** The compute function's operands for one block. */
  private List<Value> computeOperands(Value blockIndex, Value blockSize, ComputeFunction compute) {
    List<Value> operands = new ArrayList<>(List.of(blockIndex, blockSize));
    operands.addAll(tripCounts);
    operands.addAll(parallel.operandGroup("lowerBound"));
    operands.addAll(parallel.operandGroup("upperBound"));
    operands.addAll(parallel.operandGroup("step"));
    operands.addAll(compute.captures());
    return operands;
  }

  private void asyncDispatch(ComputeFunction compute, Value blockSize, Value blockCount) {
    String dispatchFn = createAsyncDispatchFunction(compute);
    Value c0 = b.index(0);
    Value c1 = b.index(1);
    Value isSingleBlock = b.cmpi(CmpIPredicate.EQ, blockCount, c1);
    Operation ifOp = b.ifElse(isSingleBlock);
    OpBuilder.InsertionPoint after = b.saveInsertionPoint();

    b.insideBlock(ifOp.region(0).entryBlock());
    b.call(compute.name(), computeOperands(c0, blockSize, compute));
    b.yield(List.of());

    b.insideBlock(ifOp.region(1).entryBlock());
    Value group = createGroup(b.binary(SubIOp.TYPE, blockCount, c1));
    List<Value> operands = new ArrayList<>(List.of(group, c0, blockCount));
    List<Value> rest = computeOperands(c0, blockSize, compute);
    operands.addAll(rest.subList(1, rest.size()));
    b.call(dispatchFn, operands);
    AwaitAllOp.create(b, b.location(), group);
    b.yield(List.of());
    b.restoreInsertionPoint(after);
  }

  private void sequentialDispatch(ComputeFunction compute, Value blockSize, Value blockCount) {
    Value c0 = b.index(0);
    Value c1 = b.index(1);
    Value group = createGroup(b.binary(SubIOp.TYPE, blockCount, c1));
    Operation loop = b.forLoop(c1, blockCount, c1);
    OpBuilder.InsertionPoint after = b.saveInsertionPoint();

    Block body = ScfBuilder.body(loop);
    b.insideBlock(body);
    Operation execute = b.execute();
    b.insideBlock(ScfBuilder.body(execute));
    b.call(compute.name(), computeOperands(body.argument(0), blockSize, compute));
    b.asyncYield();
    b.insideBlock(body);
    addToGroup(execute.result(), group);
    b.yield(List.of());

    b.restoreInsertionPoint(after);
    b.call(compute.name(), computeOperands(c0, blockSize, compute));
    AwaitAllOp.create(b, b.location(), group);
  }

  private Value createGroup(Value size) {
    return CreateGroupOp.create(b, b.location(), size).group();
  }

  private void addToGroup(Value token, Value group) {
    AddToGroupOp.create(b, b.location(), token, group);
  }

  /**
   * {@code @async_dispatch_fn(group, blockStart, blockEnd, <compute arguments but the block
   * index>)}: while the range holds more than one block, start an {@code async.execute} calling
   * itself on the upper half and keep the lower half; then compute the first block.
   */
  private String createAsyncDispatchFunction(ComputeFunction compute) {
    Operation computeFunc = SymbolTable.lookupIn(module, compute.name());
    List<Type> computeInputs = ScfBuilder.body(computeFunc).arguments().stream().map(Value::type).toList();
    List<Type> inputs = new ArrayList<>();
    inputs.add(GroupType.INSTANCE);
    inputs.add(IndexType.INSTANCE);
    inputs.addAll(computeInputs);

    ScfBuilder fb = new ScfBuilder(b.ops(), computeFunc.location());
    Operation func = fb.privateFunc("async_dispatch_fn", inputs);
    String name = SymbolNamer.insert(module, func);
    Block entry = ScfBuilder.body(func);
    List<Value> args = new ArrayList<>(entry.arguments());
    fb.insideBlock(entry);
    Value c1 = fb.index(1);
    Value c2 = fb.index(2);
    Value group = args.get(0);
    List<Type> range = List.of(IndexType.INSTANCE, IndexType.INSTANCE);
    Operation whileOp = fb.whileLoop(range, List.of(args.get(1), args.get(2)));

    Block before = whileOp.region(0).entryBlock();
    fb.insideBlock(before);
    Value distance = fb.binary(SubIOp.TYPE, before.argument(1), before.argument(0));
    fb.condition(fb.cmpi(CmpIPredicate.SGT, distance, c1), before.arguments());

    Block after = whileOp.region(1).entryBlock();
    fb.insideBlock(after);
    Value start = after.argument(0);
    Value end = after.argument(1);
    Value half = fb.binary(DivSIOp.TYPE, fb.binary(SubIOp.TYPE, end, start), c2);
    Value mid = fb.binary(AddIOp.TYPE, start, half);
    Operation execute = fb.execute();
    fb.insideBlock(ScfBuilder.body(execute));
    List<Value> recursive = new ArrayList<>(args);
    recursive.set(1, mid);
    recursive.set(2, end);
    fb.call(name, recursive);
    fb.asyncYield();
    fb.insideBlock(after);
    AddToGroupOp.create(fb, fb.location(), execute.result(), group);
    fb.yield(List.of(start, mid));

    fb.insideBlock(entry);
    List<Value> computeArgs = new ArrayList<>();
    computeArgs.add(args.get(1));
    computeArgs.addAll(args.subList(3, args.size()));
    fb.call(compute.name(), computeArgs);
    fb.funcReturn();
    return name;
  }
}
