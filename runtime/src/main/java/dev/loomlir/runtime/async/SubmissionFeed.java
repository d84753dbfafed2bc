package dev.loomlir.runtime.async;

import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Frames scheduled by threads outside the pool (a program's calling thread spawning its tasks),
 * handed to the workers in batches. A thread outside a {@link java.util.concurrent.ForkJoinPool}
 * submits through the pool's external queues: per task a lock and an unlock (two atomic updates
 * of a queue the worker is polling) and a look at the pool's control word; in fanout that was
 * three fifths of the submitting thread's samples. Here a submission is one CAS onto a stack of
 * frames linked through their waiter link ({@link Waiter#next}: a scheduled frame waits on
 * nothing), and only the submission that finds the stack empty submits a {@link Drain} to the
 * pool. A drain takes the whole stack at once and forks its frames, oldest first, onto its
 * worker's deque, where idle workers steal them; so while the stack is non-empty exactly one
 * drain is pending, and no frame can be left behind.
 */
final class SubmissionFeed {
  private static final AtomicReferenceFieldUpdater<SubmissionFeed, Waiter> TOP =
      AtomicReferenceFieldUpdater.newUpdater(SubmissionFeed.class, Waiter.class, "top");

  @SuppressWarnings("unused") // accessed through TOP as well
  private volatile Waiter top;

  /** Schedules {@code frame}; from a thread outside {@code pool}. */
  void push(CoroFrame frame, WorkerPool.Pool pool) {
    Waiter t;
    do {
      t = top;
      frame.next = t;
    } while (!TOP.compareAndSet(this, t, frame));
    if (t == null) {
      try {
        pool.execute(new Drain(this, pool));
      } catch (RejectedExecutionException closed) {
        top = null; // the program was closed: its tasks do not run any more
        throw closed;
      }
    }
  }

  /** Takes every frame pushed so far, oldest first. */
  private Waiter takeAll() {
    return AsyncObject.reverse(TOP.getAndSet(this, null));
  }

  /** The pool task that moves the stack's frames to a worker (or runs them on a helping caller). */
  private static final class Drain extends ForkJoinTask<Void> {
    private static final long serialVersionUID = 1L;
    private final transient SubmissionFeed feed;
    private final transient WorkerPool.Pool pool;

    Drain(SubmissionFeed feed, WorkerPool.Pool pool) {
      this.feed = feed;
      this.pool = pool;
    }

    @Override
    protected boolean exec() {
      Waiter w = feed.takeAll();
      boolean onWorker = Thread.currentThread() instanceof WorkerPool.Worker worker && worker.getPool() == pool;
      CallScope helperScope = onWorker ? null : CallScope.current();
      while (w != null) {
        Waiter next = w.next;
        w.next = null;
        CoroFrame frame = (CoroFrame) w;
        if (onWorker) frame.fork();
        else frame.runNow(helperScope); // a caller helping through the submission queue
        w = next;
      }
      return true;
    }

    @Override
    public Void getRawResult() { return null; }

    @Override
    protected void setRawResult(Void value) {}
  }
}
