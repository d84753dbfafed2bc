package dev.loomlir.runtime.async;

import dev.loomlir.runtime.MlirRuntimeException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * The worker threads that run coroutine frames: a {@link ForkJoinPool} in async (FIFO) mode.
 * Each worker has its own work-stealing deque, so a frame scheduled from a worker (the common
 * case: a task completing a token resumes its awaiter) is a push onto a local deque, and idle
 * workers steal. A worker that blocks ({@code async.runtime.await} in a function allowed to
 * block) goes through {@link ForkJoinPool#managedBlock}, which starts a compensating worker, so
 * blocking never starves the pool, however deep the nesting.
 *
 * <p>Size, in order: {@link #configure}, {@code -Dloomlir.workers}, {@code LOOMLIR_WORKERS},
 * one less than the number of processors (at least one). The default leaves a processor to the
 * caller: a thread outside the pool that awaits helps run queued frames ({@link BlockingAwait}),
 * so the workers and the helping caller together fill the machine without taking turns on it.
 * Measured on 2 cores, one worker beat two on every benchmark (see docs/architecture.md).
 */
final class WorkerPool {
  private WorkerPool() {}

  static final String PROPERTY = "loomlir.workers";
  static final String ENV = "LOOMLIR_WORKERS";

  /** FJP's limit on threads; compensation for blocked workers may use all of them. */
  private static final int MAX_THREADS = 0x7fff;

  private static volatile Pool pool;
  private static int explicitSize; // 0: not set; guarded by WorkerPool.class

  /** Our pool type; exposes FJP's external-submission poll so blocked callers can help. */
  static final class Pool extends ForkJoinPool {
    private static final AtomicInteger POOLS = new AtomicInteger();

    final int size;

    Pool(int size) {
      super(size, factory(POOLS.incrementAndGet()), null, true, 0, Math.max(size, MAX_THREADS),
          1, null, 30, TimeUnit.SECONDS);
      this.size = size;
    }

    private static ForkJoinWorkerThreadFactory factory(int poolId) {
      AtomicInteger ids = new AtomicInteger();
      return p -> {
        ForkJoinWorkerThread t = defaultForkJoinWorkerThreadFactory.newThread(p);
        t.setName("loomlir-worker-" + poolId + "-" + ids.incrementAndGet());
        return t;
      };
    }

    ForkJoinTask<?> pollExternal() { return pollSubmission(); }
  }

  static Pool pool() {
    Pool p = pool;
    return p != null ? p : create();
  }

  private static synchronized Pool create() {
    if (pool == null) pool = new Pool(resolveSize());
    return pool;
  }

  /**
   * Schedules a frame: from a worker onto its own deque, except while a helping caller idles
   * ({@link BlockingAwait#idleHelper}) and the worker already has queued work: then the caller
   * gets the frame through the submission queues. A worker with an empty deque keeps the frame,
   * since it runs it next anyway (a chain of resumptions would otherwise pay a hand-off and a
   * wake-up per hop: 48 → 83 µs per 1,000 hops in RuntimeBenchmark.resumeChain).
   */
  static void execute(CoroFrame frame) {
    Pool p = pool();
    BlockedThread idle = BlockingAwait.idleHelper();
    if (idle != null && Thread.currentThread() instanceof ForkJoinWorkerThread
        && ForkJoinTask.getQueuedTaskCount() > 0) {
      p.externalSubmit(frame);
      idle.offerWork();
    } else {
      p.execute(frame);
    }
  }

  static int size() { return pool().size; }

  /** Sets the size; replaces the pool if it exists with another size (its tasks still run). */
  static synchronized void configure(int workers) {
    if (workers < 1) {
      throw new IllegalArgumentException("the number of workers must be positive, got " + workers);
    }
    explicitSize = workers;
    replaceUnlessSized(workers);
  }

  /** Forgets {@link #configure}: the size follows the property, environment or processors again. */
  static synchronized void configureDefault() {
    explicitSize = 0;
    replaceUnlessSized(resolveSize());
  }

  private static void replaceUnlessSized(int workers) {
    Pool old = pool;
    if (old != null && old.size != workers) {
      pool = null;
      old.shutdown();
    }
  }

  /**
   * Waits until no frame is queued or running, on a worker or on a helping thread outside the
   * pool. Not {@code ForkJoinPool.awaitQuiescence}: it sees only workers (a frame run by a
   * helping await was missed while it ran), and the caller helps there too, uncounted, running
   * frames where another thread's wait would miss them. So the pool's quiescence is read between
   * two readings of {@link HelpingThreads} that show no helper in between; false on timeout.
   */
  static boolean awaitQuiescence(long timeout, TimeUnit unit) {
    long deadline = System.nanoTime() + unit.toNanos(timeout);
    long pause = 1_000; // ns; doubles up to 1 ms, as FJP's own wait does
    while (true) {
      long helpers = HelpingThreads.state();
      Pool p = pool;
      if ((p == null || p.isQuiescent()) && HelpingThreads.noneSince(helpers)) return true;
      if (System.nanoTime() - deadline >= 0) return false;
      LockSupport.parkNanos(pause);
      pause = Math.min(pause * 2, 1_000_000);
    }
  }

  private static int resolveSize() {
    return resolveSize(explicitSize, System.getProperty(PROPERTY), System.getenv(ENV),
        Runtime.getRuntime().availableProcessors());
  }

  /** The size rule, separated for tests. {@code explicit} 0 means unset. */
  static int resolveSize(int explicit, String property, String env, int processors) {
    if (explicit > 0) return explicit;
    if (property != null && !property.isBlank()) return parse(property, "-D" + PROPERTY);
    if (env != null && !env.isBlank()) return parse(env, ENV);
    return Math.max(1, processors - 1);
  }

  private static int parse(String text, String source) {
    try {
      int n = Integer.parseInt(text.trim());
      if (n > 0) return n;
    } catch (NumberFormatException e) {
      // fall through to the diagnostic
    }
    throw new MlirRuntimeException(
        "invalid " + source + " value '" + text + "': expected a positive number of workers", null);
  }
}
