package dev.loomlir.runtime.async;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.ForkJoinWorkerThread;

/**
 * {@code async.runtime.await} outside coroutines: returns once the object is ready.
 *
 * <ol>
 *   <li>A platform thread outside the pool (the program's calling thread) first helps: it runs
 *       frames waiting in its program's submission queues, which are usually the very tasks it
 *       awaits, so spawn-and-await needs no thread hand-off. A group's await helps only when the
 *       pool leaves a processor free ({@link #helpsWith}).
 *   <li>Then it spins briefly, since tiny tasks finish within microseconds.
 *   <li>Then it parks, as a waiter of the object. A pool worker parks through
 *       {@link ForkJoinPool#managedBlock}, which starts a compensating worker. A helping thread
 *       parks as the pool's idle helper ({@link WorkerPool#idleHelper}): woken by a frame handed
 *       to it, it helps again.
 * </ol>
 *
 * Before any of it, a thread running a batch of fed frames hands the frames after the awaiting one
 * to the pool ({@link FrameBatch#release}): they may be what it awaits.
 *
 * <p>An await that ends in an error of the object, when a task of the current call failed with a
 * Java exception, throws that failure: it is what the error came from. One whose program closes
 * meanwhile throws {@link IllegalStateException}.
 */
final class BlockingAwait {
  private BlockingAwait() {}

  /** Spin iterations before parking; a few microseconds. */
  static final int SPINS = Integer.getInteger("loomlir.awaitSpins", 256);

  /** Whether non-worker threads help run queued frames while awaiting (for measurements). */
  static final boolean HELP = !"false".equals(System.getProperty("loomlir.awaitHelp"));

  /** How deep helping may nest (a helped task that blocks helps in turn). */
  private static final int MAX_HELP_DEPTH = 32;

  // A subclass, not ThreadLocal.withInitial(lambda): every async program's start links this, and
  // the first lambdas a JVM links cost milliseconds each (docs/performance-notes.md, "invokedynamic at
  // start-up").
  private static final ThreadLocal<int[]> HELP_DEPTH = new ThreadLocal<>() {
    @Override
    protected int[] initialValue() {
      return new int[1];
    }
  };

  static void await(AsyncObject object, String opName, ProgramRuntime program) {
    Thread me = Thread.currentThread();
    if (!(me instanceof ForkJoinWorkerThread)) CallScope.caller(program, me).spawnStreak = 0; // see WorkerPool#execute
    if (!object.isReady()) awaitPending(object, opName, program);
    if (object.isError()) rethrowTaskFailure(program, opName);
  }

  private static void awaitPending(AsyncObject object, String opName, ProgramRuntime program) {
    Thread me = Thread.currentThread();
    FrameBatch.releaseHeldBy(me, program); // the frames after this one in its batch must not wait for it
    // Helping nests when a helped task itself blocks; beyond MAX_HELP_DEPTH the thread just
    // parks, and takes no frames as the idle helper either (it could not run them).
    boolean helps = HELP && !(me instanceof ForkJoinWorkerThread) && !me.isVirtual()
        && HELP_DEPTH.get()[0] < MAX_HELP_DEPTH && helpsWith(object, program);
    if (helps && help(object, program)) return;
    for (int i = 0; i < SPINS; i++) {
      if (object.isReady()) return;
      Thread.onSpinWait();
    }
    park(object, opName, helps, program);
  }

  /**
   * A token or value: always worth helping, since the awaited task is usually queued and running
   * it here saves a hand-off to a worker. A group: only when the pool leaves this thread a
   * processor. With as many workers as processors, the workers are already running the group's
   * tasks on every core, and a helping caller only takes turns with them and competes for the
   * submission queue: RuntimeBenchmark.groupAwaitAll with 2 workers on 2 cores took twice as long
   * as CompletableFuture.allOf, whose join parks (see docs/performance-notes.md).
   */
  private static boolean helpsWith(AsyncObject object, ProgramRuntime program) {
    return !(object instanceof AsyncGroup) || program.workers.leavesProcessorFree();
  }

  /** Kept out of {@link #await} so that the ready path stays small. */
  private static void rethrowTaskFailure(ProgramRuntime program, String opName) {
    Throwable f = program.failureOfCurrentCall();
    if (f != null) throw CallScope.rethrowable(f, opName);
  }

  private static boolean help(AsyncObject object, ProgramRuntime program) {
    int[] depth = HELP_DEPTH.get();
    depth[0]++;
    WorkerPool workers = program.workers;
    CallScope scope = CallScope.current(); // this thread's call, looked up once for all it helps with
    workers.helpers.enter(); // before the first poll: quiescence must not miss a frame run here
    try {
      WorkerPool.Pool pool = workers.pool();
      while (!object.isReady() && !program.closed) {
        ForkJoinTask<?> task = pool.pollExternal();
        if (task == null) break;
        if (task instanceof CoroFrame frame) {
          frame.runNow(scope);
        } else {
          task.quietlyInvoke();
        }
      }
    } finally {
      workers.helpers.exit();
      depth[0]--;
    }
    return object.isReady();
  }

  private static void park(AsyncObject object, String opName, boolean acceptsWork, ProgramRuntime program) {
    BlockedThread waiter = new BlockedThread(program);
    if (!object.addWaiter(waiter)) return;
    program.blocked(waiter);
    WorkerPool workers = program.workers;
    try {
      while (true) {
        boolean offered = acceptsWork && workers.idleHelper.compareAndSet(null, waiter);
        try {
          ForkJoinPool.managedBlock(waiter);
        } finally {
          if (offered) workers.idleHelper.compareAndSet(waiter, null);
        }
        if (waiter.released || program.closed || !waiter.workOffered) break;
        waiter.workOffered = false;
        if (help(object, program)) return;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      program.unblocked(waiter);
    }
    if (!waiter.released && !object.isReady()) {
      if (program.closed) throw program.closedWhileAwaiting(opName);
      throw new IllegalStateException(opName + ": interrupted while awaiting");
    }
  }
}
