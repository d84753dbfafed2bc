package dev.loomlir.runtime.async;

import dev.loomlir.runtime.MlirRuntimeException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * The worker threads that run one program's coroutine frames: a {@link ForkJoinPool} in async
 * (FIFO) mode, started on the first frame. Each worker has its own work-stealing deque, so a
 * frame scheduled from a worker (the common case: a task completing a token resumes its awaiter)
 * is a push onto a local deque, and idle workers steal. A worker that blocks
 * ({@code async.runtime.await} in a function allowed to block) goes through
 * {@link ForkJoinPool#managedBlock}, which starts a compensating worker, so blocking never
 * starves the pool, however deep the nesting.
 *
 * <p>Size, in order: the program's own setting, {@code -Dloomlir.workers}, {@code LOOMLIR_WORKERS},
 * one less than the number of processors (at least one). The default leaves a processor to the
 * caller: a thread outside the pool that awaits helps run queued frames ({@link BlockingAwait}),
 * so the workers and the helping caller together fill the machine without taking turns on it.
 * Measured on 2 cores, one worker beat two on every benchmark (see docs/performance-notes.md).
 */
final class WorkerPool {
  static final String PROPERTY = "loomlir.workers";
  static final String ENV = "LOOMLIR_WORKERS";

  /** FJP's limit on threads; compensation for blocked workers may use all of them. */
  private static final int MAX_THREADS = 0x7fff;
  private static final AtomicInteger POOLS = new AtomicInteger();

  /** A worker: it carries the call of the frame it runs, for the frames that frame creates. */
  static final class Worker extends ForkJoinWorkerThread {
    CallScope scope;
    /** The batch of fed frames this worker runs, or null ({@link FrameBatch}). */
    FrameBatch batch;

    Worker(ForkJoinPool pool) { super(pool); }
  }

  /** Our pool type; exposes FJP's external-submission poll so blocked callers can help. */
  static final class Pool extends ForkJoinPool {
    final int size;
    /** Fewer workers than processors, decided once: group awaits ask on every wait. */
    final boolean leavesProcessorFree;

    Pool(int size) {
      super(size, factory(POOLS.incrementAndGet()), null, true, 0, Math.max(size, MAX_THREADS),
          1, null, 30, TimeUnit.SECONDS);
      this.size = size;
      this.leavesProcessorFree = size < Runtime.getRuntime().availableProcessors();
    }

    private static ForkJoinWorkerThreadFactory factory(int poolId) {
      AtomicInteger ids = new AtomicInteger();
      ClassLoader runtimeLoader = WorkerPool.class.getClassLoader();
      // An anonymous class, not a lambda: every async program's start makes a pool, and the
      // first lambdas a JVM links cost milliseconds each (docs/performance-notes.md, "invokedynamic at
      // start-up").
      return new ForkJoinWorkerThreadFactory() {
        @Override
        public ForkJoinWorkerThread newThread(ForkJoinPool p) {
          Worker t = new Worker(p);
          t.setName("loomlir-worker-" + poolId + "-" + ids.incrementAndGet());
          // Never the creating thread's loader: it may be a program's, which the thread would keep alive.
          t.setContextClassLoader(runtimeLoader);
          return t;
        }
      };
    }

    ForkJoinTask<?> pollExternal() { return pollSubmission(); }
  }

  /** Threads outside the pool running its frames, for quiescence. */
  final HelpingThreads helpers = new HelpingThreads();

  /**
   * A helping thread parked with nothing left to run (one slot: the program's calling thread). A
   * worker with queued work that schedules a frame meanwhile puts it in the submission queues
   * and wakes this thread to run it ({@link #execute}); otherwise the frame would go on the
   * worker's own deque, which only workers can take from, and the caller would idle while one
   * worker ran everything it spawned (pfor-add's blocks: see docs/performance-notes.md).
   */
  final AtomicReference<BlockedThread> idleHelper = new AtomicReference<>();

  /**
   * Frames a thread outside the pool schedules after its first {@link #DIRECT_SUBMISSIONS} (64) since
   * it last awaited go through {@link #feed}; the first ones, and all of a thread that spawns a
   * few tasks and awaits them, go straight into the pool's submission queues, where the thread's
   * own await can take them back to run (fed frames end up in a worker's batch, out of its reach:
   * pfor-add and pingpong ran 30-45% slower with every frame fed). {@code -Dloomlir.directSubmissions=N}
   * changes the count, for measurements.
   */
  static final int DIRECT_SUBMISSIONS = Integer.getInteger("loomlir.directSubmissions", 64);

  /** Frames scheduled from threads outside the pool. */
  private final SubmissionFeed feed = new SubmissionFeed();

  private volatile Pool pool;
  private int requested; // 0: the default rule; guarded by this
  private boolean shutDown; // guarded by this

  /** {@code workers} 0 follows the default rule. */
  WorkerPool(int workers) {
    if (workers < 0) throw new IllegalArgumentException("the number of workers must be positive, got " + workers);
    this.requested = workers;
  }

  Pool pool() {
    Pool p = pool;
    return p != null ? p : create();
  }

  private synchronized Pool create() {
    if (pool == null) {
      if (shutDown) throw new RejectedExecutionException("the program's worker pool is shut down");
      pool = new Pool(resolveSize(requested, System.getProperty(PROPERTY), System.getenv(ENV),
          Runtime.getRuntime().availableProcessors()));
    }
    return pool;
  }

  /**
   * Schedules a frame: from a worker onto its own deque, except while a helping caller idles
   * ({@link #idleHelper}) and the worker already has queued work: then the caller gets the frame
   * through the submission queues. A worker with an empty deque keeps the frame, since it runs it
   * next anyway (a chain of resumptions would otherwise pay a hand-off and a wake-up per hop: 48
   * → 83 µs per 1,000 hops in RuntimeBenchmark.resumeChain). Once the pool is shut down (the
   * program is closed) the frame is dropped.
   */
  void execute(CoroFrame frame) {
    try {
      Pool p = pool();
      Thread t = Thread.currentThread();
      if (!(t instanceof ForkJoinWorkerThread)) {
        executeFromOutside(frame, p, t);
        return;
      }
      BlockedThread idle = idleHelper.get();
      if (idle != null && ForkJoinTask.getQueuedTaskCount() > 0) {
        p.externalSubmit(frame);
        idle.offerWork();
      } else {
        p.execute(frame);
      }
    } catch (RejectedExecutionException closed) {
      // The program was closed: its tasks do not run any more.
    }
  }

  /** {@link #execute} from thread {@code t} outside the pool; kept apart so that the worker's path stays small. */
  private void executeFromOutside(CoroFrame frame, Pool p, Thread t) {
    if (++CallScope.caller(frame.program, t).spawnStreak > DIRECT_SUBMISSIONS) feed.push(frame, p);
    else p.execute(frame);
  }

  /**
   * Whether a thread outside the pool has a processor of its own to help on: the pool is smaller
   * than the machine (the default size leaves one processor), or not started yet.
   */
  boolean leavesProcessorFree() {
    Pool p = pool;
    return p == null || p.leavesProcessorFree;
  }

  /** The number of workers (starts the pool). */
  int size() { return pool().size; }

  /** Sets the size; replaces the pool if it exists with another size (its tasks still run). */
  synchronized void resize(int workers) {
    if (workers < 0) throw new IllegalArgumentException("the number of workers must be positive, got " + workers);
    requested = workers;
    Pool old = pool;
    if (old != null && old.size != resolveSize(workers, System.getProperty(PROPERTY), System.getenv(ENV),
        Runtime.getRuntime().availableProcessors())) {
      pool = null;
      old.shutdown();
    }
  }

  /** Stops the workers; queued frames are dropped, running ones finish. */
  synchronized void shutdown() {
    shutDown = true;
    Pool p = pool;
    if (p != null) p.shutdownNow();
  }

  /**
   * Waits until no frame is queued or running, on a worker or on a helping thread outside the
   * pool. Not {@code ForkJoinPool.awaitQuiescence}: it sees only workers (a frame run by a
   * helping await was missed while it ran), and the caller helps there too, uncounted, running
   * frames where another thread's wait would miss them. So the pool's quiescence is read between
   * two readings of {@link HelpingThreads} that show no helper in between; false on timeout.
   */
  boolean awaitQuiescence(long timeout, TimeUnit unit) {
    long deadline = System.nanoTime() + unit.toNanos(timeout);
    long pause = 1_000; // ns; doubles up to 1 ms, as FJP's own wait does
    while (true) {
      long helping = helpers.state();
      Pool p = pool;
      if ((p == null || p.isQuiescent()) && helpers.noneSince(helping)) return true;
      if (System.nanoTime() - deadline >= 0) return false;
      LockSupport.parkNanos(pause);
      pause = Math.min(pause * 2, 1_000_000);
    }
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
