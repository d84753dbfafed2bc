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
 * queued now would compete with the program for the cores. It runs on the workers of the program
 * about to start (which are then running), with reference counting off: the tasks' objects are
 * all released, and the warm-up leaves nothing for the program's reference-count check to report.
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
  static void runOnce(ProgramRuntime program) {
    if ("false".equals(System.getProperty(OPT_OUT)) || !done.compareAndSet(false, true)) return;
    boolean counting = program.checkRefCounts;
    program.checkRefCounts = false; // the warm-up's objects are the runtime's, never the program's
    try {
      run(program);
    } catch (MlirRuntimeException e) {
      done.set(false);
    } finally {
      program.checkRefCounts = counting;
    }
  }

  /** Whether {@link #runOnce} ran (or is running) in this JVM. */
  static boolean hasRun() { return done.get(); }

  static void run(ProgramRuntime program) {
    for (int round = 0; round < TASKS / BLOCKS; round++) {
      AsyncGroup group = AsyncRuntime.createGroup(BLOCKS - 1, program); // the caller runs the first block itself
      AsyncToken pending = AsyncRuntime.createToken(program);
      AsyncRuntime.addRef(group, 1);
      split(program, group, pending, 0, BLOCKS);
      AsyncRuntime.setAvailable(pending);
      AsyncRuntime.await(group, program);
      AsyncRuntime.isError(group);
      AsyncRuntime.dropRef(group, 1);
      AsyncRuntime.dropRef(pending, 1);
      memberPaths(program);
    }
    spawnLoop(program);
  }

  /**
   * A caller spawning more tasks than {@link WorkerPool#DIRECT_SUBMISSIONS} before it awaits, as a
   * fan-out does: the rest go through the {@link SubmissionFeed}, whose push and drain then run
   * compiled from the program's first loop on.
   */
  private static void spawnLoop(ProgramRuntime program) {
    int tasks = WorkerPool.DIRECT_SUBMISSIONS + FED_TASKS;
    AsyncGroup group = AsyncRuntime.createGroup(tasks, program);
    AsyncToken ready = AsyncRuntime.createToken(program);
    AsyncRuntime.setAvailable(ready);
    for (int i = 0; i < tasks; i++) {
      AsyncRuntime.addRef(group, 1);
      AsyncToken done = spawn(program, group, ready, 0, 1); // one block: it splits nothing and completes
      AsyncRuntime.addToGroup(done, group);
      AsyncRuntime.dropRef(done, 1);
    }
    AsyncRuntime.await(group, program);
    AsyncRuntime.dropRef(group, 1);
    AsyncRuntime.dropRef(ready, 1);
  }

  /** Fed submissions in {@link #spawnLoop}: past C1's thresholds for the feed's methods. */
  private static final int FED_TASKS = 512;

  /**
   * Takes, on this thread, each side of the group-member branches that only a race decides in a
   * program: a member complete or pending when it is added, a token found complete right after its
   * slot was claimed, and the count lost to the other side. In a fan-out they flip as the
   * submitting thread gets compiled and outruns the workers; C2 had compiled the side never seen so
   * far as a trap, and each flip deoptimized the program's loop, the runtime inlined into it
   * (fanout: two or three deoptimizations of {@code main} a run, each back to C1 for tens of
   * milliseconds; docs/performance-notes.md, "Branches only a race takes"). Run in every round, as
   * the methods' profiles start only once C1 has compiled them.
   */
  private static void memberPaths(ProgramRuntime program) {
    AsyncGroup group = AsyncRuntime.createGroup(5, program);
    AsyncToken ready = AsyncRuntime.createToken(program);
    AsyncRuntime.setAvailable(ready);
    AsyncRuntime.addToGroup(ready, group); // complete when added
    AsyncToken pending = AsyncRuntime.createToken(program);
    AsyncRuntime.addToGroup(pending, group); // pending: claims the slot, the completion counts it
    AsyncRuntime.setAvailable(pending);
    AsyncToken raced = AsyncRuntime.createToken(program);
    AsyncRuntime.setAvailable(raced);
    RefCounts.internalAdd(group); // what add takes for a member it found pending
    raced.joinGroup(group); // completed between add's look and its claim: the claim counts it
    raced.countAgain(group); // the completer's side of that race, which finds it counted
    AsyncValue value = AsyncRuntime.createValue(program);
    AsyncRuntime.addToGroup(value, group); // a value waits as a GroupMember
    AsyncRuntime.setAvailable(value);
    AsyncValue readyValue = AsyncRuntime.createValue(program);
    AsyncRuntime.setAvailable(readyValue);
    AsyncRuntime.addToGroup(readyValue, group);
    for (AsyncObject o : new AsyncObject[] {ready, pending, raced, value, readyValue, group}) {
      AsyncRuntime.dropRef(o, 1);
    }
  }

  /** Splits [lo, hi) as the dispatch function does: the upper halves become tasks. */
  private static void split(ProgramRuntime program, AsyncGroup group, AsyncToken pending, int lo, int hi) {
    while (hi - lo > 1) {
      int mid = (lo + hi) >>> 1;
      AsyncRuntime.addRef(group, 1);
      AsyncToken done = spawn(program, group, pending, mid, hi);
      AsyncRuntime.addToGroup(done, group);
      AsyncRuntime.dropRef(done, 1);
      hi = mid;
    }
    AsyncRuntime.dropRef(group, 1);
  }

  /** An {@code async.execute}: a frame that runs the rest of the split, then awaits {@code pending}. */
  private static AsyncToken spawn(ProgramRuntime program, AsyncGroup group, AsyncToken pending, int lo, int hi) {
    AsyncToken done = AsyncRuntime.createToken(program);
    AsyncRuntime.addRef(pending, 1);
    AsyncRuntime.resume(new Block(program, group, pending, done, lo, hi));
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

    Block(ProgramRuntime program, AsyncGroup group, AsyncToken pending, AsyncToken done, int lo, int hi) {
      super(program);
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
        split(program, group, pending, lo, hi);
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
