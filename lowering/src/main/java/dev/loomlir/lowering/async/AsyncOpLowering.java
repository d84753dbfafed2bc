package dev.loomlir.lowering.async;

import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.arith.XOrIOp;
import dev.loomlir.dialects.cf.AssertOp;
import dev.loomlir.dialects.cf.CondBranchOp;
import dev.loomlir.dialects.cf.BranchOp;
import dev.loomlir.dialects.async.CoroStateType;
import dev.loomlir.dialects.async.GroupType;
import dev.loomlir.dialects.async.ValueType;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Rewriter;
import java.util.List;
import java.util.Map;

/**
 * Rewrites the high-level async ops left after outlining into runtime ops, as upstream's
 * conversion patterns do: awaits block (with an error assertion) in ordinary functions and
 * suspend the coroutine in coroutine functions; yields and returns publish the results;
 * {@code cf.assert} in a coroutine sets the error on the results; groups become runtime groups.
 */
final class AsyncOpLowering {
  static final String AWAIT_ERROR_MESSAGE = "Awaited async operand is in error state";

  private final Map<Operation, CoroMachinery> coros;
  private final Rewriter rewriter;

  AsyncOpLowering(Map<Operation, CoroMachinery> coros, Rewriter rewriter) {
    this.coros = coros;
    this.rewriter = rewriter;
  }

  /** The coroutine {@code op} is directly part of (not through a nested async.execute), or null. */
  CoroMachinery coroutineOf(Operation op) {
    Operation func = AsyncIr.enclosingFunc(op);
    return func == null ? null : coros.get(func);
  }

  boolean isInCoroutine(Operation op) { return coroutineOf(op) != null; }

  /** {@code async.await} or {@code async.await_all}, blocking or suspending depending on where it is. */
  void lowerAwait(Operation await) {
    CoroMachinery coro = coroutineOf(await);
    Value operand = await.operand(0);
    if (coro == null) {
      lowerBlockingAwait(await, operand);
    } else {
      lowerSuspendingAwait(await, operand, coro);
    }
    if (await.numResults() == 1) {
      Value loaded = rewriter.create("async.runtime.load", await.location(), List.of(operand),
          List.of(((ValueType) operand.type()).valueType())).result();
      rewriter.replaceOp(await, List.of(loaded));
    } else {
      rewriter.eraseOp(await);
    }
  }

  /** Leaves the insertion point before {@code await}, where the payload load goes. */
  private void lowerBlockingAwait(Operation await, Value operand) {
    Location loc = await.location();
    rewriter.setInsertionPointBefore(await);
    rewriter.create("async.runtime.await", loc, List.of(operand), List.of());
    Value isError = rewriter.create("async.runtime.is_error", loc, List.of(operand), List.of(IntegerType.I1)).result();
    Value one = ConstantOp.create(rewriter, loc, IntegerAttr.bool(true), IntegerType.I1).result();
    Value notError = XOrIOp.create(rewriter, loc, isError, one).result();
    AssertOp.create(rewriter, loc, notError, AWAIT_ERROR_MESSAGE);
  }

  /**
   * Saves the coroutine, asks the runtime to resume it when the operand is ready, and suspends;
   * on resumption an error in the operand branches to the set-error block. Leaves the insertion
   * point at the start of the continuation block.
   */
  private void lowerSuspendingAwait(Operation await, Value operand, CoroMachinery coro) {
    Location loc = await.location();
    Block suspended = await.parentBlock();
    rewriter.setInsertionPointBefore(await);
    Value state = rewriter.create("async.coro.save", loc, List.of(coro.coroHandle), List.of(CoroStateType.INSTANCE))
        .result();
    rewriter.create("async.runtime.await_and_resume", loc, List.of(operand, coro.coroHandle), List.of());
    Block resume = rewriter.splitBlock(suspended, await);
    rewriter.setInsertionPointToEnd(suspended);
    ExecuteOutliner.suspend(rewriter, loc, state, coro, resume);

    Block continuation = rewriter.splitBlock(resume, await);
    rewriter.setInsertionPointToEnd(resume);
    Value isError = rewriter.create("async.runtime.is_error", loc, List.of(operand), List.of(IntegerType.I1)).result();
    Block setError = coro.setErrorBlock(rewriter);
    rewriter.setInsertionPointToEnd(resume);
    CondBranchOp.create(rewriter, loc, isError, setError, List.of(), continuation, List.of());
    rewriter.setInsertionPointBefore(await);
  }

  /** {@code async.yield} / {@code async.return}: publish the results and finish the coroutine. */
  void lowerCompletion(Operation terminator) {
    CoroMachinery coro = coroutineOf(terminator);
    rewriter.setInsertionPointAfter(terminator);
    coro.emitCompletion(rewriter, terminator.location(), terminator.operands());
    rewriter.eraseOp(terminator);
  }

  /** {@code cf.assert %ok} in a coroutine: {@code cf.cond_br %ok, ^continue, ^set_error}. */
  void lowerAssert(Operation assertion) {
    CoroMachinery coro = coroutineOf(assertion);
    Block block = assertion.parentBlock();
    Block continuation = rewriter.splitBlock(block, assertion.next());
    Block setError = coro.setErrorBlock(rewriter);
    rewriter.setInsertionPointToEnd(block);
    CondBranchOp.create(rewriter, assertion.location(), assertion.operand(0), continuation, List.of(), setError, List.of());
    rewriter.eraseOp(assertion);
  }

  void lowerCreateGroup(Operation op) {
    rewriter.setInsertionPointBefore(op);
    Operation group = rewriter.create("async.runtime.create_group", op.location(), op.operands(),
        List.of(GroupType.INSTANCE));
    rewriter.replaceOp(op, group.results());
  }

  void lowerAddToGroup(Operation op) {
    rewriter.setInsertionPointBefore(op);
    Operation added = rewriter.create("async.runtime.add_to_group", op.location(), op.operands(),
        List.of(IndexType.INSTANCE));
    rewriter.replaceOp(op, added.results());
  }
}
