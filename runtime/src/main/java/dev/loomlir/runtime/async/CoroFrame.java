package dev.loomlir.runtime.async;

/**
 * Base class of generated state-machine coroutines: fields hold the values live across
 * suspensions and the resume state; {@link #resume()} continues from the saved state and returns
 * at the next suspension or at the end. A suspended frame holds no thread.
 *
 * <p>The frame is its own pool task: {@code async.runtime.resume} and a completed
 * {@code await_and_resume} push the frame itself onto a worker's queue of its program. It
 * belongs to the call that was running when it was created ({@link CallScope}).
 */
public abstract non-sealed class CoroFrame extends CoroHandle {
  private static final long serialVersionUID = 1L;

  final transient ProgramRuntime program;
  final transient CallScope scope;

  /** A frame of {@code program}'s (what generated frames pass: their module's runtime). */
  protected CoroFrame(ProgramRuntime program) {
    this.program = program;
    this.scope = CallScope.current(program);
  }

  /** A frame of the {@linkplain ProgramRuntime#shared() default runtime}. */
  protected CoroFrame() { this(ProgramRuntime.shared()); }

  /** Continues the coroutine from its saved state; called on a worker thread. */
  public abstract void resume();

  /**
   * Completes in error those of the coroutine's results that are still pending: what a failure
   * escaping {@link #resume()} does to its token and values, so that awaiting them continues.
   * Generated frames implement it ({@link AsyncRuntime#failIfPending}); others have no results.
   */
  protected void failResults() {}

  @Override
  final void dispatch() { program.workers.execute(this); }

  /**
   * Runs {@link #resume()} here, on a thread in the call {@code threadScope}; a failure is the
   * task's ({@link ProgramRuntime#taskFailed}).
   */
  final void runNow(CallScope threadScope) { program.run(this, threadScope); }

  /** On a worker; returns false so the task stays re-submittable: a frame is resumed once per suspension. */
  @Override
  protected final boolean exec() {
    runNow(Thread.currentThread() instanceof WorkerPool.Worker w ? w.scope : CallScope.current());
    return false;
  }
}
