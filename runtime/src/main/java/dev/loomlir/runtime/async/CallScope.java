package dev.loomlir.runtime.async;

import dev.loomlir.runtime.MlirRuntimeException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One call of a program's function by its host (a call through the Java API, the entry point of
 * {@code loomlir run} or a jar), and every task started during it, directly or by those tasks.
 * A frame belongs to the call that was running on the thread that created it; a worker running a
 * frame runs in that frame's call. A task that fails with a Java exception (an out-of-bounds
 * access, a division by zero: not an MLIR-level error, which travels as the error state of tokens
 * and values) records the failure here, so it reaches this call and no other: an await of the call
 * that meets an error rethrows it, and the call, returning normally, throws it at its end. A
 * failure after the call ended goes to the program ({@link ProgramRuntime#failures()}).
 */
public final class CallScope {
  private static final ThreadLocal<Caller> CALLER = new ThreadLocal<>();

  final ProgramRuntime program;
  private final CallScope outer;
  /** The first failure, then {@link #ENDED} once the call is over. */
  private final AtomicReference<Throwable> failure = new AtomicReference<>();
  private static final Throwable ENDED = new Throwable("call ended", null, false, false) {};

  private CallScope(ProgramRuntime program, CallScope outer) {
    this.program = program;
    this.outer = outer;
  }

  /** The call of the current thread, or null outside any (a frame then reports to its program). */
  static CallScope current() {
    Thread t = Thread.currentThread();
    if (t instanceof WorkerPool.Worker w) return w.scope;
    Caller c = CALLER.get();
    return c == null ? null : c.scope;
  }

  /**
   * {@link #current()} for a frame of {@code program}: outside the pool, the thread's {@link
   * Caller} comes from the program's one-entry cache when this thread made the program's last
   * frame, so a thread spawning tasks in a loop looks its thread-local up once, not per task (the
   * lookup was a tenth of fanout's submitting thread: docs/performance-notes.md, "The submitting
   * thread's thread-local").
   */
  static CallScope current(ProgramRuntime program) {
    Thread t = Thread.currentThread();
    return t instanceof WorkerPool.Worker w ? w.scope : caller(program, t).scope;
  }

  /** The holder of {@code t}, a thread outside the pool, through {@code program}'s cache. */
  static Caller caller(ProgramRuntime program, Thread t) {
    Caller c = program.lastCaller;
    if (c == null || c.thread != t) {
      c = caller(t);
      program.lastCaller = c;
    }
    return c;
  }

  /** Makes {@code scope} the current thread's call; returns the one it replaces. */
  static CallScope setCurrent(CallScope scope) {
    Thread t = Thread.currentThread();
    if (t instanceof WorkerPool.Worker w) {
      CallScope before = w.scope;
      w.scope = scope;
      return before;
    }
    Caller c = caller(t);
    CallScope before = c.scope;
    c.scope = scope;
    return before;
  }

  /** The holder of {@code t}, which must be the current thread, a thread outside the pool. */
  static Caller caller(Thread t) {
    Caller c = CALLER.get();
    if (c == null) {
      c = new Caller(t);
      CALLER.set(c);
    }
    return c;
  }

  /**
   * The call of one thread outside the pool. Only that thread writes {@link #scope}, so whoever
   * holds the object and finds {@link #thread} to be the current thread reads that thread's
   * current call: a cache may keep the holder, never a copy of the call.
   */
  static final class Caller {
    final Thread thread;
    CallScope scope;
    /** Frames this thread scheduled since it last awaited ({@link WorkerPool#execute}). */
    int spawnStreak;
    /** The batch of fed frames this thread runs while it helps at an await, or null. */
    FrameBatch batch;

    Caller(Thread thread) { this.thread = thread; }
  }

  /** Starts a call of {@code program} on the current thread (calls nest: a binding may call back). */
  static CallScope enter(ProgramRuntime program) {
    CallScope outer = current();
    CallScope scope = new CallScope(program, outer);
    setCurrent(scope);
    return scope;
  }

  /**
   * Ends the call: the thread's previous call is current again. With {@code thrown} null (the
   * call returned), a failure one of its tasks recorded is thrown now, located at the op that
   * failed; otherwise the call's own exception is already on its way and nothing is thrown.
   */
  public void exit(Throwable thrown) {
    setCurrent(outer);
    Throwable f = failure.getAndSet(ENDED);
    if (thrown == null && f != null && f != ENDED) throw rethrowable(f, "async task");
  }

  /** Records a task's failure; false when the call is over (the program keeps it then). */
  boolean record(Throwable t) {
    return failure.compareAndSet(null, t) || failure.get() != ENDED;
  }

  /** The failure a task of this call recorded, or null. */
  Throwable failure() {
    Throwable f = failure.get();
    return f == ENDED ? null : f;
  }

  /** What an await rethrows in the awaiting thread: the failure, with its .mlir location. */
  static MlirRuntimeException rethrowable(Throwable f, String opName) {
    MlirRuntimeException e = f instanceof MlirRuntimeException m
        ? new MlirRuntimeException(m.mlirMessage(), m.location())
        : new MlirRuntimeException(opName + ": an async task failed: " + f, null);
    e.initCause(f);
    return e;
  }
}
