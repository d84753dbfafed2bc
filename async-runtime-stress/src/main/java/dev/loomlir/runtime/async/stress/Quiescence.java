package dev.loomlir.runtime.async.stress;

import dev.loomlir.runtime.async.AsyncRuntimeControl;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/** What an arbiter does before reading what coroutines recorded: let the workers run them. */
final class Quiescence {
  private Quiescence() {}

  private static final long TIMEOUT_NANOS = Duration.ofSeconds(10).toNanos();

  /**
   * Waits until {@code finished} holds (the coroutines the actors started have run to their end),
   * then until the runtime is quiet, so that a doubled resumption (queued by the same
   * completion) has run too and the counters are final. Completion is waited for explicitly, so
   * that these tests do not depend on quiescence being exact (QuiescenceWaitsForHelpedTask tests
   * that): jcstress runs arbiters on two threads at once, and before the runtime counted frames
   * run outside its pool, one arbiter's wait missed a frame the other was running.
   * Gives up after 10 s: the counters then show the lost resumption.
   */
  static void reached(BooleanSupplier finished) {
    long start = System.nanoTime();
    while (!finished.getAsBoolean()) {
      if (System.nanoTime() - start > TIMEOUT_NANOS) return;
      Thread.onSpinWait();
    }
    AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(10));
  }
}
