package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * The shape of {@code async.execute} + {@code async.await} from {@code main}: one thread
 * schedules a task ({@code async.runtime.resume} of a fresh frame, which lands in the pool's
 * submission queue) whose body completes a token; another thread, outside the pool, blocks on
 * that token. The blocked thread helps: it may take the very task from the queue and run it
 * itself, while a worker may take it too. Either way the task runs exactly once and the await
 * returns after it completed the token.
 *
 * <p>r1: who ran the task (1 the awaiting thread, while helping; 2 another thread);
 * r2: the token's state when the await returned; r3: how many times the task ran.
 */
@JCStressTest
@Outcome(id = "1, 1, 1", expect = ACCEPTABLE_INTERESTING,
    desc = "The awaiting thread took the task from the queue and ran it itself (helping), once.")
@Outcome(id = "2, 1, 1", expect = ACCEPTABLE,
    desc = "A worker ran the task, once; the awaiting thread was woken by its completion.")
@Outcome(id = {".*, 0, .*"}, expect = FORBIDDEN,
    desc = "The await returned before the task completed the token.")
@Outcome(expect = FORBIDDEN,
    desc = "The task ran zero or two times (taken by both the helper and a worker).")
@State
public class BlockedAwaitOfTaskOnPool {
  private final AsyncToken done = AsyncRuntime.createToken();
  private final Task task = new Task(done);
  private volatile Thread awaiting;

  /** {@code async.execute { ...; async.yield }} reduced to its coroutine: completes its token. */
  static final class Task extends StepFrame {
    private static final long serialVersionUID = 1L;

    private final transient AsyncToken done;
    volatile Thread ranOn;

    Task(AsyncToken done) { this.done = done; }

    @Override
    void step() {
      ranOn = Thread.currentThread();
      AsyncRuntime.setAvailable(done);
      finish();
    }
  }

  @Actor
  public void spawner() {
    AsyncRuntime.resume(task);
  }

  @Actor
  public void awaiter(III_Result r) {
    awaiting = Thread.currentThread();
    AsyncRuntime.await(done);
    r.r2 = Observed.state(done);
  }

  @Arbiter
  public void arbiter(III_Result r) {
    Quiescence.reached(task::isFinished);
    Thread ranOn = task.ranOn;
    r.r1 = ranOn == null ? 0 : ranOn == awaiting ? 1 : 2;
    r.r3 = task.finished.get();
  }
}
