package dev.loomlir.runtime.async;

import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RejectedExecutionException;

/**
 * Frames run one after another on one thread, as a single pool task: how the workers run what
 * threads outside the pool scheduled through the {@link SubmissionFeed}. A fan-out's tasks are
 * often tiny; forked one by one, every frame cost a push and a poll of a deque that the other
 * workers poll too, and woke idle workers that then took turns with the submitting thread for the
 * processors (RuntimeBenchmark.groupAwaitAll: two workers took 60% longer than one). A batch
 * costs one task, and while its frames are quick, nobody else is woken.
 *
 * <p>Two rules keep the other workers in reach of the frames not yet run:
 * <ul>
 *   <li><b>Slow batches split.</b> Between two frames, once {@link #SPLIT_NANOS} passed since the
 *       batch started or last split (looked at after the first frame, then every few frames),
 *       the younger half of what is left becomes a batch of its own, forked where idle workers
 *       steal it (and split it in turn): heavy tasks spread over every worker within a few frames.
 *   <li><b>A frame that blocks releases the rest.</b> A blocking await in one of the frames
 *       ({@link BlockingAwait}) first hands the frames after it to the pool as a batch, and, if
 *       this batch drains the feed, hands the feed to a new drainer: a frame awaiting a later
 *       frame of its own batch, or a task the submitting thread has not fed yet, must not wait
 *       for itself.
 * </ul>
 * A frame that blocks outside the runtime (a Java binding that sleeps) holds the frames after it
 * until it returns or the batch splits at the next frame; forked frames would have been stolen.
 */
final class FrameBatch extends ForkJoinTask<Void> {
  private static final long serialVersionUID = 1L;

  /**
   * How long a batch runs before it splits (20 µs; {@code -Dloomlir.batchSplitMicros} for
   * measurements): a few wake-ups of an idle worker, far more than a tiny task.
   */
  static final long SPLIT_NANOS = Long.getLong("loomlir.batchSplitMicros", 20) * 1_000;

  private final transient WorkerPool.Pool pool;
  /** The feed this batch drains once its frames are done; null for a part split off or released. */
  private transient SubmissionFeed feed;
  /** The frames not run yet, oldest first, linked through {@link Waiter#next}. */
  private transient Waiter rest;
  /** Whether the thread running this batch is one of {@link #pool}'s workers. */
  private transient boolean onWorker;

  /** A batch of {@code frames}, or (with {@code feed}) the drainer that runs what the feed holds. */
  FrameBatch(WorkerPool.Pool pool, SubmissionFeed feed, Waiter frames) {
    this.pool = pool;
    this.feed = feed;
    this.rest = frames;
  }

  @Override
  protected boolean exec() {
    Thread t = Thread.currentThread();
    onWorker = t instanceof WorkerPool.Worker w && w.getPool() == pool;
    FrameBatch outer = setRunning(t, this);
    try {
      if (feed != null && !onWorker) {
        // A caller helping at its await took the drainer from the submission queue: it runs what
        // the feed holds now, and leaves the feed to a worker instead of draining it for good.
        rest = feed.take(false);
        if (rest != null) resignFeed();
        else feed = null;
      }
      CallScope threadScope = CallScope.current();
      do {
        runFrames(threadScope);
      } while (feed != null && (rest = feed.take(true)) != null);
    } catch (Throwable unexpected) {
      // A frame's failure is its task's (ProgramRuntime#run); this is the JVM failing (out of
      // memory, say): what is left, and the feed, must still run.
      release();
      throw unexpected;
    } finally {
      setRunning(t, outer);
    }
    return true;
  }

  /**
   * Runs the frames, looking at the clock before the second frame, then less and less often (the
   * clock costs as much as a tiny task: every frame, it doubled fanout's drain), down to every
   * {@link #MAX_CHECK_INTERVAL}th frame; after a split, at every frame again.
   */
  private void runFrames(CallScope threadScope) {
    long since = System.nanoTime();
    int interval = 1;
    int untilCheck = 2;
    while (rest != null) {
      CoroFrame frame = (CoroFrame) rest;
      rest = frame.next;
      frame.next = null;
      if (rest != null && --untilCheck == 0) {
        long now = System.nanoTime();
        if (now - since > SPLIT_NANOS) {
          splitOff();
          since = now;
          interval = 1;
        } else {
          interval = Math.min(interval * 2, MAX_CHECK_INTERVAL);
        }
        untilCheck = interval;
      }
      frame.runNow(threadScope);
    }
  }

  private static final int MAX_CHECK_INTERVAL = 16;

  /** Hands the younger half of the frames left (all of them, if one) to a batch of its own. */
  private void splitOff() {
    int left = 0;
    for (Waiter w = rest; w != null; w = w.next) left++;
    int keep = left / 2;
    Waiter younger;
    if (keep == 0) {
      younger = rest;
      rest = null;
    } else {
      Waiter last = rest;
      for (int i = 1; i < keep; i++) last = last.next;
      younger = last.next;
      last.next = null;
    }
    submit(new FrameBatch(pool, null, younger));
  }

  /**
   * A frame of this batch is about to block: the frames after it go to the pool, and so does the
   * feed's draining. Only the thread running the batch calls this.
   */
  void release() {
    if (rest != null) {
      Waiter frames = rest;
      rest = null;
      submit(new FrameBatch(pool, null, frames));
    }
    if (feed != null) resignFeed();
  }

  /** Another drainer takes the feed over; this batch ends with the frames it holds. */
  private void resignFeed() {
    SubmissionFeed drained = feed;
    feed = null;
    submit(new FrameBatch(pool, drained, null));
  }

  private void submit(FrameBatch batch) {
    try {
      if (onWorker) batch.fork();
      else pool.execute(batch);
    } catch (RejectedExecutionException closed) {
      // The program was closed: its tasks do not run any more.
    }
  }

  /** Releases the batch {@code t}, the current thread, is running, if any: {@code t} is about to block. */
  static void releaseHeldBy(Thread t, ProgramRuntime program) {
    FrameBatch running = t instanceof WorkerPool.Worker w ? w.batch : CallScope.caller(program, t).batch;
    if (running != null) running.release();
  }

  /** Makes {@code batch} the one {@code t} runs; returns the one it ran before (nested help). */
  private static FrameBatch setRunning(Thread t, FrameBatch batch) {
    FrameBatch before;
    if (t instanceof WorkerPool.Worker w) {
      before = w.batch;
      w.batch = batch;
    } else {
      CallScope.Caller c = CallScope.caller(t);
      before = c.batch;
      c.batch = batch;
    }
    return before;
  }

  @Override
  public Void getRawResult() { return null; }

  @Override
  protected void setRawResult(Void value) {}
}
