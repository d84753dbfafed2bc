package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.async.AsyncRuntime;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * Two threads outside the pool schedule a task each at once, through the runtime's submission
 * feed: the actors never await, so past their first {@code WorkerPool.DIRECT_SUBMISSIONS}
 * iterations every task they schedule is pushed onto the feed's stack, and only a push that
 * finds the stack empty submits a drainer. Racing pushes, a push racing the drainer that takes
 * the stack, and a push racing the drainer that gives the feed up (its idle wait ends between
 * samples) must leave no task behind and run none twice.
 *
 * <p>r1, r2: how often the runtime ran each actor's task (1: once; 0: lost, not run within 10 s).
 */
@JCStressTest
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "Each task ran exactly once.")
@Outcome(id = {"0, .*", ".*, 0"}, expect = FORBIDDEN,
    desc = "A task was left in the feed: no drain took it (not run within 10 s).")
@Outcome(expect = FORBIDDEN, desc = "A task ran twice.")
@State
public class FedFramesRunOnce {
  private final Task first = new Task();
  private final Task second = new Task();

  /** {@code async.execute} reduced to its coroutine: it only counts its runs. */
  static final class Task extends StepFrame {
    private static final long serialVersionUID = 1L;

    @Override
    void step() { finish(); }
  }

  @Actor
  public void spawnFirst() {
    AsyncRuntime.resume(first);
  }

  @Actor
  public void spawnSecond() {
    AsyncRuntime.resume(second);
  }

  @Arbiter
  public void arbiter(II_Result r) {
    Quiescence.reached(() -> first.isFinished() && second.isFinished());
    r.r1 = first.resumes.get();
    r.r2 = second.resumes.get();
  }
}
