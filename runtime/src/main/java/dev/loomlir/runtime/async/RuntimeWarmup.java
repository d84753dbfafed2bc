package dev.loomlir.runtime.async;

import dev.loomlir.runtime.MlirRuntimeException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs the runtime's task path before a program starts, so that HotSpot compiles it then and not
 * inside the program's first calls. Native MLIR's runtime is compiled before {@code main}; on the
 * JVM, the first few hundred tasks of a program run the runtime and the pool's code in the
 * interpreter while C1 compiles about sixty of their methods on the same cores.
 *
 * <p>The pattern is what {@code async-parallel-for} lowers to (a group, tasks that spawn tasks
 * from a worker, tokens added to the group, a blocking await that helps), plus coroutines that
 * await a pending token, so that the caller's, the workers' and the waiters' paths all run.
 * {@link #TASKS} is enough for C1's thresholds and well below C2's: C2 compiles of the runtime
 * queued now would compete with the program for the cores. The tasks' objects are all released,
 * and reference counting is off while they run: the warm-up leaves nothing for a program's
 * reference-count check to report.
 */
final class RuntimeWarmup {
  /** Tasks per round: the blocks one {@code async-parallel-for} call makes by default. */
  private static final int BLOCKS = 32;
  /** Total tasks: a few hundred invocations of each method on the path, C1's thresholds. */
  static final int TASKS = 1024;

  /** System property that turns the warm-up off when {@code false} (to measure without it). */
  static final String OPT_OUT = "loomlir.runtimeWarmup";

  private static final AtomicBoolean done = new AtomicBoolean();

  private RuntimeWarmup() {}

  /**
   * Runs the warm-up unless it already ran in this JVM (compiled code outlives programs) or
   * {@code -Dloomlir.runtimeWarmup=false} turns it off. Best effort: when the pool cannot start
   * (a bad worker count), it does nothing and is tried again next time; the program's first task
   * meets the same error and reports it.
   */
  static void runOnce() {
    if ("false".equals(System.getProperty(OPT_OUT)) || !done.compareAndSet(false, true)) return;
    boolean counting = RefCounts.enabled;
    RefCounts.enabled = false; // the warm-up's objects are the runtime's, never the program's
    try {
      run();
    } catch (MlirRuntimeException e) {
      done.set(false);
    } finally {
      RefCounts.enabled = counting;
    }
  }

  /** Whether {@link #runOnce} ran (or is running) in this JVM. */
  static boolean hasRun() { return done.get(); }

  static void run() {
    for (int round = 0; round < TASKS / BLOCKS; round++) {
      AsyncGroup group = AsyncRuntime.createGroup(BLOCKS - 1); // the caller runs the first block itself
      AsyncToken pending = AsyncRuntime.createToken();
      AsyncRuntime.addRef(group, 1);
      split(group, pending, 0, BLOCKS);
      AsyncRuntime.setAvailable(pending);
      AsyncRuntime.await(group);
      AsyncRuntime.isError(group);
      AsyncRuntime.dropRef(group, 1);
      AsyncRuntime.dropRef(pending, 1);
    }
  }

  /** Splits [lo, hi) as the dispatch function does: the upper halves become tasks. */
  private static void split(AsyncGroup group, AsyncToken pending, int lo, int hi) {
    while (hi - lo > 1) {
      int mid = (lo + hi) >>> 1;
      AsyncRuntime.addRef(group, 1);
      AsyncToken done = spawn(group, pending, mid, hi);
      AsyncRuntime.addToGroup(done, group);
      AsyncRuntime.dropRef(done, 1);
      hi = mid;
    }
    AsyncRuntime.dropRef(group, 1);
  }

  /** An {@code async.execute}: a frame that runs the rest of the split, then awaits {@code pending}. */
  private static AsyncToken spawn(AsyncGroup group, AsyncToken pending, int lo, int hi) {
    AsyncToken done = AsyncRuntime.createToken();
    AsyncRuntime.addRef(pending, 1);
    AsyncRuntime.resume(new Block(group, pending, done, lo, hi));
    return done;
  }

  /** Two states: split and await the pending token, then complete. */
  private static final class Block extends CoroFrame {
    private static final long serialVersionUID = 1L;
    private final transient AsyncGroup group;
    private final transient AsyncToken pending;
    private final transient AsyncToken done;
    private final int lo;
    private final int hi;
    private boolean resumed;

    Block(AsyncGroup group, AsyncToken pending, AsyncToken done, int lo, int hi) {
      this.group = group;
      this.pending = pending;
      this.done = done;
      this.lo = lo;
      this.hi = hi;
    }

    @Override
    public void resume() {
      if (!resumed) {
        resumed = true;
        split(group, pending, lo, hi);
        if (!AsyncRuntime.isReady(pending)) {
          AsyncRuntime.awaitAndResume(pending, this);
          return;
        }
      }
      AsyncRuntime.dropRef(pending, 1);
      AsyncRuntime.setAvailable(done);
    }
  }
}
