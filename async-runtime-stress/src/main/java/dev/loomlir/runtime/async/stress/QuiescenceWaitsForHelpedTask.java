package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncRuntimeControl;
import dev.loomlir.runtime.async.AsyncToken;
import java.time.Duration;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * {@link AsyncRuntimeControl#awaitQuiescence}, what a host calls after a program's entry
 * returns, racing a task that another host thread runs itself: one thread spawns a task and
 * blocks on its token, and while blocked it helps, running the task from the pool's queue on its
 * own thread; a second thread waits for quiescence. The task is outside the pool's workers then,
 * where {@code ForkJoinPool}'s own quiescence does not look, yet quiescence must not be reported
 * before it finished (the host would read reference counts or end the run under a running task).
 *
 * <p>r1: whether the task had finished when awaitQuiescence returned true (1), or not (0), or
 * awaitQuiescence timed out (-1); r2: who ran it (1 the thread that awaited it, helping; 2 a pool
 * worker; 3 the thread waiting for quiescence).
 */
@JCStressTest
@Outcome(id = "1, 1", expect = ACCEPTABLE_INTERESTING,
    desc = "The spawning thread ran the task itself while blocked; quiescence waited for it.")
@Outcome(id = {"1, 2", "1, 3"}, expect = ACCEPTABLE,
    desc = "A pool worker (or the waiting thread) ran the task; quiescence came after it.")
@Outcome(id = "0, .*", expect = FORBIDDEN,
    desc = "Quiescence was reported while the task was still to run or running.")
@Outcome(expect = FORBIDDEN,
    desc = "Quiescence was not reached within 10 s, or the task ran on no thread.")
@State
public class QuiescenceWaitsForHelpedTask {
  private final AsyncToken done = AsyncRuntime.createToken();
  private final Task task = new Task(done);
  private volatile boolean spawned;
  private volatile Thread spawner;
  private volatile Thread host;

  /** {@code async.execute} reduced to its coroutine: a little work, then it completes its token. */
  static final class Task extends StepFrame {
    private static final long serialVersionUID = 1L;

    private final transient AsyncToken done;
    volatile Thread ranOn;
    long sum;

    Task(AsyncToken done) { this.done = done; }

    @Override
    void step() {
      ranOn = Thread.currentThread();
      for (int i = 0; i < 100; i++) sum += i; // long enough to be caught running
      AsyncRuntime.setAvailable(done);
      finish();
    }
  }

  @Actor
  public void spawnAndAwait() {
    spawner = Thread.currentThread();
    AsyncRuntime.resume(task);
    spawned = true;
    AsyncRuntime.await(done);
  }

  @Actor
  public void host(II_Result r) {
    host = Thread.currentThread();
    while (!spawned) Thread.onSpinWait(); // the task is queued, running or done from here on
    boolean quiet = AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(10));
    r.r1 = !quiet ? -1 : task.isFinished() ? 1 : 0;
  }

  @Arbiter
  public void arbiter(II_Result r) {
    Thread ranOn = task.ranOn;
    r.r2 = ranOn == null ? 0 : ranOn == spawner ? 1 : ranOn == host ? 3 : 2;
  }
}
