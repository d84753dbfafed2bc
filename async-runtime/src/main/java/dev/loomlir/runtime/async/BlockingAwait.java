package dev.loomlir.runtime.async;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code async.runtime.await} outside coroutines: returns once the object is ready.
 *
 * <ol>
 *   <li>A platform thread outside the pool (the program's main thread) first helps: it runs
 *       frames waiting in the pool's submission queues, which are usually the very tasks it
 *       awaits, so spawn-and-await needs no thread hand-off.
 *   <li>Then it spins briefly, since tiny tasks finish within microseconds.
 *   <li>Then it parks, as a waiter of the object. A pool worker parks through
 *       {@link ForkJoinPool#managedBlock}, which starts a compensating worker. A helping thread
 *       parks as the {@link #idleHelper()}: woken by a frame handed to it, it helps again.
 * </ol>
 */
final class BlockingAwait {
  private BlockingAwait() {}

  /** Spin iterations before parking; a few microseconds. */
  static final int SPINS = Integer.getInteger("loomlir.awaitSpins", 256);

  /** Whether non-worker threads help run queued frames while awaiting (for measurements). */
  static final boolean HELP = !"false".equals(System.getProperty("loomlir.awaitHelp"));

  /** How deep helping may nest (a helped task that blocks helps in turn). */
  private static final int MAX_HELP_DEPTH = 32;

  private static final ThreadLocal<int[]> HELP_DEPTH = ThreadLocal.withInitial(() -> new int[1]);

  /**
   * A helping thread parked with nothing left to run (one slot: the program's main thread). A
   * worker with queued work that schedules a frame meanwhile puts it in the submission queues
   * and wakes this thread to run it ({@link WorkerPool#execute}); otherwise the frame would go
   * on the worker's own deque, which only workers can take from, and the caller would idle
   * while one worker ran everything it spawned (pfor-add's blocks: see docs/architecture.md).
   */
  private static final AtomicReference<BlockedThread> IDLE_HELPER = new AtomicReference<>();

  /** Where a worker's new frame should go: to the idle helper, if there is one. */
  static BlockedThread idleHelper() { return IDLE_HELPER.get(); }

  static void await(AsyncObject object, String opName) {
    if (object.isReady()) return;
    Thread me = Thread.currentThread();
    // Helping nests when a helped task itself blocks; beyond MAX_HELP_DEPTH the thread just
    // parks, and takes no frames as the idle helper either (it could not run them).
    boolean helps = HELP && !(me instanceof ForkJoinWorkerThread) && !me.isVirtual()
        && HELP_DEPTH.get()[0] < MAX_HELP_DEPTH;
    if (helps && help(object)) return;
    for (int i = 0; i < SPINS; i++) {
      if (object.isReady()) return;
      Thread.onSpinWait();
    }
    park(object, opName, helps);
  }

  private static boolean help(AsyncObject object) {
    int[] depth = HELP_DEPTH.get();
    depth[0]++;
    HelpingThreads.enter(); // before the first poll: quiescence must not miss a frame run here
    try {
      WorkerPool.Pool pool = WorkerPool.pool();
      while (!object.isReady() && !TaskFailures.any()) {
        ForkJoinTask<?> task = pool.pollExternal();
        if (task == null) break;
        if (task instanceof CoroFrame frame) {
          frame.runNow();
        } else {
          task.quietlyInvoke();
        }
      }
    } finally {
      HelpingThreads.exit();
      depth[0]--;
    }
    return object.isReady();
  }

  private static void park(AsyncObject object, String opName, boolean acceptsWork) {
    BlockedThread waiter = new BlockedThread();
    if (!object.addWaiter(waiter)) return;
    TaskFailures.register(waiter);
    try {
      while (true) {
        boolean offered = acceptsWork && IDLE_HELPER.compareAndSet(null, waiter);
        try {
          ForkJoinPool.managedBlock(waiter);
        } finally {
          if (offered) IDLE_HELPER.compareAndSet(waiter, null);
        }
        if (waiter.released || TaskFailures.any() || !waiter.workOffered) break;
        waiter.workOffered = false;
        if (help(object)) return;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      TaskFailures.unregister(waiter);
    }
    if (!waiter.released) throw TaskFailures.rethrowable(opName);
  }
}
