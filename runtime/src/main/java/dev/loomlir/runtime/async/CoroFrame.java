package dev.loomlir.runtime.async;

/**
 * Base class of generated state-machine coroutines: fields hold the values live across
 * suspensions and the resume state; {@link #resume()} continues from the saved state and returns
 * at the next suspension or at the end. A suspended frame holds no thread.
 *
 * <p>The frame is its own pool task: {@code async.runtime.resume} and a completed
 * {@code await_and_resume} push the frame itself onto a worker's queue.
 */
public abstract non-sealed class CoroFrame extends CoroHandle {
  private static final long serialVersionUID = 1L;

  protected CoroFrame() {}

  /** Continues the coroutine from its saved state; called on a worker thread. */
  public abstract void resume();

  @Override
  final void dispatch() { WorkerPool.execute(this); }

  /** Runs {@link #resume()} here; a failure is recorded (and wakes blocked awaiters). */
  final void runNow() {
    try {
      resume();
    } catch (Throwable t) {
      TaskFailures.record(t);
    }
  }

  /** Returns false so the task stays re-submittable: a frame is resumed once per suspension. */
  @Override
  protected final boolean exec() {
    runNow();
    return false;
  }
}
