package dev.loomlir.lowering.async;

import dev.loomlir.dialects.async.AddToGroupOp;
import dev.loomlir.dialects.async.AwaitAllOp;
import dev.loomlir.dialects.async.AwaitOp;
import dev.loomlir.dialects.async.CoroSaveOp;
import dev.loomlir.dialects.async.CreateGroupOp;
import dev.loomlir.dialects.async.ReturnOp;
import dev.loomlir.dialects.async.RuntimeAddToGroupOp;
import dev.loomlir.dialects.async.RuntimeAwaitAndResumeOp;
import dev.loomlir.dialects.async.RuntimeAwaitOp;
import dev.loomlir.dialects.async.RuntimeCreateGroupOp;
import dev.loomlir.dialects.async.RuntimeIsErrorOp;
import dev.loomlir.dialects.async.RuntimeLoadOp;
import dev.loomlir.dialects.async.YieldOp;
import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.arith.XOrIOp;
import dev.loomlir.dialects.cf.AssertOp;
import dev.loomlir.dialects.cf.CondBranchOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;
import java.util.Map;

/**
 * The conversion patterns from the high-level async ops to runtime ops, as upstream's: awaits
 * block (with an error assertion) in ordinary functions and suspend the coroutine in coroutine
 * functions; yields and returns publish the results; {@code cf.assert} in a coroutine sets the
 * error on the results; groups become runtime groups. A pattern that does not apply (a yield
 * outside a coroutine) leaves its op illegal, which fails the conversion.
 */
final class AsyncOpLowering {
  static final String AWAIT_ERROR_MESSAGE = "Awaited async operand is in error state";

  private final Map<Operation, CoroMachinery> coros;

  /** {@code coros}: the coroutine functions by their {@code func.func}; patterns may add to it while they run. */
  AsyncOpLowering(Map<Operation, CoroMachinery> coros) {
    this.coros = coros;
  }

  /** The coroutine {@code op} is directly part of (not through a nested function), or null. */
  CoroMachinery coroutineOf(Operation op) {
    Operation func = AsyncIr.enclosingFunc(op);
    return func == null ? null : coros.get(func);
  }

  boolean isInCoroutine(Operation op) { return coroutineOf(op) != null; }

  /**
   * Await, await-all, yield and assert patterns. With {@code lowerBlockingAwaits} false
   * ({@code async-func-to-async-runtime}), awaits outside coroutines are left for
   * {@code async-to-async-runtime}.
   */
  List<RewritePattern> patterns(boolean lowerBlockingAwaits) {
    return List.of(
        RewritePattern.of(AwaitOp.TYPE, (await, r) -> lowerAwait(await.operation(), lowerBlockingAwaits, r)),
        RewritePattern.of(AwaitAllOp.TYPE, (await, r) -> lowerAwait(await.operation(), lowerBlockingAwaits, r)),
        RewritePattern.of(YieldOp.TYPE, (yield, r) -> lowerCompletion(yield.operation(), r)),
        RewritePattern.of(AssertOp.TYPE, (assertion, r) -> lowerAssert(assertion, r)));
  }

  /** {@code async.return} of a converted {@code async.func}. */
  RewritePattern returnPattern() {
    return RewritePattern.of(ReturnOp.TYPE, (ret, r) -> lowerCompletion(ret.operation(), r));
  }

  /** {@code async.create_group} and {@code async.add_to_group} become their runtime ops. */
  static List<RewritePattern> groupPatterns() {
    return List.of(
        RewritePattern.of(CreateGroupOp.TYPE, (op, r) -> {
          r.replaceOp(op.operation(), List.of(RuntimeCreateGroupOp.create(r, op.location(), op.size()).group()));
          return true;
        }),
        RewritePattern.of(AddToGroupOp.TYPE, (op, r) -> {
          r.replaceOp(op.operation(),
              List.of(RuntimeAddToGroupOp.create(r, op.location(), op.member(), op.group()).rank()));
          return true;
        }));
  }

  /** {@code async.await} or {@code async.await_all}, blocking or suspending depending on where it is. */
  private boolean lowerAwait(Operation await, boolean lowerBlockingAwaits, PatternRewriter rewriter) {
    CoroMachinery coro = coroutineOf(await);
    if (coro == null && !lowerBlockingAwaits) return false;
    Value operand = await.operand(0);
    if (coro == null) {
      lowerBlockingAwait(await, operand, rewriter);
    } else {
      lowerSuspendingAwait(await, operand, coro, rewriter);
    }
    if (await.numResults() == 1) {
      rewriter.replaceOp(await, List.of(RuntimeLoadOp.create(rewriter, await.location(), operand).result()));
    } else {
      rewriter.eraseOp(await);
    }
    return true;
  }

  /** Leaves the insertion point before {@code await}, where the payload load goes. */
  private static void lowerBlockingAwait(Operation await, Value operand, PatternRewriter rewriter) {
    Location loc = await.location();
    rewriter.setInsertionPointBefore(await);
    RuntimeAwaitOp.create(rewriter, loc, operand);
    Value isError = RuntimeIsErrorOp.create(rewriter, loc, operand).isError();
    Value one = ConstantOp.create(rewriter, loc, IntegerAttr.bool(true), IntegerType.I1).result();
    Value notError = XOrIOp.create(rewriter, loc, isError, one).result();
    AssertOp.create(rewriter, loc, notError, AWAIT_ERROR_MESSAGE);
  }

  /**
   * Saves the coroutine, asks the runtime to resume it when the operand is ready, and suspends;
   * on resumption an error in the operand branches to the set-error block. Leaves the insertion
   * point at the start of the continuation block.
   */
  private static void lowerSuspendingAwait(Operation await, Value operand, CoroMachinery coro,
                                           PatternRewriter rewriter) {
    Location loc = await.location();
    Block suspended = await.parentBlock();
    rewriter.setInsertionPointBefore(await);
    Value state = CoroSaveOp.create(rewriter, loc, coro.coroHandle).state();
    RuntimeAwaitAndResumeOp.create(rewriter, loc, operand, coro.coroHandle);
    Block resume = rewriter.splitBlock(suspended, await);
    rewriter.setInsertionPointToEnd(suspended);
    ExecuteOutliner.suspend(rewriter, loc, state, coro, resume);

    Block continuation = rewriter.splitBlock(resume, await);
    rewriter.setInsertionPointToEnd(resume);
    Value isError = RuntimeIsErrorOp.create(rewriter, loc, operand).isError();
    Block setError = coro.setErrorBlock(rewriter);
    rewriter.setInsertionPointToEnd(resume);
    CondBranchOp.create(rewriter, loc, isError, setError, List.of(), continuation, List.of());
    rewriter.setInsertionPointBefore(await);
  }

  /** {@code async.yield} / {@code async.return}: publish the results and finish the coroutine. */
  private boolean lowerCompletion(Operation terminator, PatternRewriter rewriter) {
    CoroMachinery coro = coroutineOf(terminator);
    if (coro == null) return false;
    rewriter.setInsertionPointAfter(terminator);
    coro.emitCompletion(rewriter, terminator.location(), terminator.operands());
    rewriter.eraseOp(terminator);
    return true;
  }

  /** {@code cf.assert %ok} in a coroutine: {@code cf.cond_br %ok, ^continue, ^set_error}. */
  private boolean lowerAssert(AssertOp assertion, PatternRewriter rewriter) {
    CoroMachinery coro = coroutineOf(assertion.operation());
    if (coro == null) return false;
    Operation op = assertion.operation();
    Block block = op.parentBlock();
    Block continuation = rewriter.splitBlock(block, op.next());
    Block setError = coro.setErrorBlock(rewriter);
    rewriter.setInsertionPointToEnd(block);
    CondBranchOp.create(rewriter, op.location(), assertion.arg(), continuation, List.of(), setError, List.of());
    rewriter.eraseOp(op);
    return true;
  }
}
