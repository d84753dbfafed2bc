package dev.loomlir.coro;

import dev.loomlir.dialects.async.RuntimeAwaitAndResumeOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * One {@code async.coro.suspend} and what crosses it.
 *
 * @param state       the resume state: 1, 2, ... in block order (state 0 is the start)
 * @param suspend     the {@code async.coro.suspend} terminator
 * @param save        its {@code async.coro.save}, in the same block: from here on the coroutine
 *                    counts as suspended, so the live values must be in the frame by then
 * @param scheduler   the {@code async.runtime.resume} or {@code async.runtime.await_and_resume}
 *                    between the save and the suspend that hands the coroutine to the runtime,
 *                    or null when nothing is scheduled there
 * @param suspendDest where the current invocation goes on suspending (the suspend block)
 * @param resumeDest  where execution continues when the coroutine is resumed in this state
 * @param cleanupDest where execution continues when the coroutine is destroyed in this state
 * @param liveAcross  values defined before the suspension and used after resumption or on
 *                    cleanup, in definition order; never the coroutine id or handle (the frame
 *                    object itself stands for them)
 */
public record SuspensionPoint(int state, Operation suspend, Operation save, Operation scheduler,
                              Block suspendDest, Block resumeDest, Block cleanupDest,
                              List<Value> liveAcross) {
  public SuspensionPoint {
    liveAcross = List.copyOf(liveAcross);
  }

  /** The block that ends with the suspension. */
  public Block block() { return suspend.parentBlock(); }

  /** The awaited token, value or group of an {@code await_and_resume} scheduler, else null. */
  public Value awaited() {
    return RuntimeAwaitAndResumeOp.is(scheduler) ? scheduler.operand(0) : null;
  }
}
