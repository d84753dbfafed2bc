package dev.loomlir.runtime.async;

import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Frames scheduled by threads outside the pool (a program's calling thread spawning its tasks),
 * handed to the workers in batches. A thread outside a {@link java.util.concurrent.ForkJoinPool}
 * submits through the pool's external queues: per task a lock and an unlock (two atomic updates
 * of a queue the worker is polling) and a look at the pool's control word; in fanout that was
 * three fifths of the submitting thread's samples. Here a submission is one CAS onto a stack of
 * frames linked through their waiter link ({@link Waiter#next}: a scheduled frame waits on
 * nothing).
 *
 * <p>One drainer at a time, a {@link FrameBatch}, takes the stack whole and runs its frames; it
 * comes back for more until the stack stays empty for a moment ({@link #IDLE_SPINS}), and only
 * then gives the feed up. While it drains, the stack holds {@link #DRAINING} at its bottom
 * instead of nothing: a push onto {@code null} submits a new drainer, a push onto anything else
 * leaves the frame to the one at work. The drainer gives up with a CAS from {@code DRAINING} to
 * {@code null}, so a frame pushed meanwhile makes the CAS fail and is taken, never left behind.
 * A drainer that stops draining early (its frame blocks, or a helping caller ran it) submits
 * another drainer first ({@link FrameBatch#release}); two may then drain at once, each taking
 * whole stacks, which is harmless.
 */
final class SubmissionFeed {
  private static final AtomicReferenceFieldUpdater<SubmissionFeed, Waiter> TOP =
      AtomicReferenceFieldUpdater.newUpdater(SubmissionFeed.class, Waiter.class, "top");

  /** The bottom of the stack while a drainer is at work: a push onto it submits nothing. */
  private static final Waiter DRAINING = new Waiter() {
    private static final long serialVersionUID = 1L;

    @Override
    void onReady(AsyncObject source) {}
  };

  /**
   * How long a drainer waits for more frames before it gives the feed up: it looks after 1, 2, 4,
   * ... up to this many pauses, about a thousand in all (~30 µs here): longer than the gap between
   * two fan-outs of a caller that awaits in between, shorter than a wake-up costs. Longer waits
   * measured slower: the spinning worker takes processor time from the submitting thread.
   */
  private static final int IDLE_SPINS = 512;

  @SuppressWarnings("unused") // accessed through TOP as well
  private volatile Waiter top;

  /** Schedules {@code frame}; from a thread outside {@code pool}. */
  void push(CoroFrame frame, WorkerPool.Pool pool) {
    Waiter t;
    do {
      t = top;
      frame.next = t == DRAINING ? null : t;
    } while (!TOP.compareAndSet(this, t, frame));
    if (t == null) {
      try {
        pool.execute(new FrameBatch(pool, this, null));
      } catch (RejectedExecutionException closed) {
        top = null; // the program was closed: its tasks do not run any more
        throw closed;
      }
    }
  }

  /**
   * For a drainer: every frame pushed so far, oldest first; or, once none came for a while
   * ({@code waitIdle}; else at once: a helping caller goes back to its await), null, the feed
   * given up.
   */
  Waiter take(boolean waitIdle) {
    while (true) {
      Waiter w = TOP.getAndSet(this, DRAINING);
      if (w != null && w != DRAINING) return AsyncObject.reverse(w);
      // Looks at the stack after 1, 2, 4, ... pauses: a drainer reading it at every pause would take
      // its cache line from the pushing thread at every push.
      for (int pauses = 1; waitIdle && pauses <= IDLE_SPINS && top == DRAINING; pauses <<= 1) {
        for (int i = 0; i < pauses; i++) Thread.onSpinWait();
      }
      if (top == DRAINING && TOP.compareAndSet(this, DRAINING, null)) return null;
    }
  }
}
