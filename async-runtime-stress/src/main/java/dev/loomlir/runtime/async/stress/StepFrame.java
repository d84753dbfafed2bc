package dev.loomlir.runtime.async.stress;

import dev.loomlir.runtime.async.CoroFrame;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A state-machine coroutine shaped like the frames the code generator writes: {@link #resume()}
 * dispatches on {@code state}, and each suspension saves the next state before handing the frame
 * to the runtime ({@code await_and_resume}) and returns at once. It counts how often the runtime
 * resumed it, so a test can tell a lost resumption (0) from a doubled one (2).
 */
abstract class StepFrame extends CoroFrame {
  private static final long serialVersionUID = 1L;

  /** The resume point, as generated frames keep it: written before every suspension. */
  int state;

  /** Calls of {@link #resume()} made by the runtime (the first, direct run is not counted). */
  final AtomicInteger resumes = new AtomicInteger();

  /** How many times the body reached its end ({@link #finish()}); more than once is a bug. */
  final AtomicInteger finished = new AtomicInteger();

  /** Runs the coroutine from its start on the calling thread, as a ramp function does. */
  final void start() { step(); }

  @Override
  public final void resume() {
    resumes.incrementAndGet();
    step();
  }

  /** The coroutine body from the saved {@code state} to the next suspension or the end. */
  abstract void step();

  /** Called by {@link #step()} where the body ends. */
  final void finish() { finished.incrementAndGet(); }

  /** Whether the body reached its end, for {@link Quiescence#reached}. */
  final boolean isFinished() { return finished.get() > 0; }
}
