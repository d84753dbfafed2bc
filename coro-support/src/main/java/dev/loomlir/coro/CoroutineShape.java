package dev.loomlir.coro;

import dev.loomlir.ir.Operation;
import java.util.List;

/**
 * The coroutine ops of a function, found and checked by {@link CoroutineShapeReader}.
 *
 * @param suspends the {@code async.coro.suspend} ops in block order, each with its save and
 *                 scheduler
 */
record CoroutineShape(Operation function, Operation coroId, Operation coroBegin, Operation coroEnd,
                      Operation rampReturn, List<RawSuspend> suspends) {
  /** A suspend op with its {@code async.coro.save} and optional scheduling op. */
  record RawSuspend(Operation suspend, Operation save, Operation scheduler) {}
}
