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
import org.openjdk.jcstress.infra.results.IIII_Result;

/**
 * A thread blocked in {@code async.runtime.await} is one node of the token's waiter stack, above
 * a coroutine that registered first; one completion notifies the whole stack, oldest first. The
 * blocked thread must be woken exactly once per await: not lost (the actor would hang), not
 * early, and not by a wake-up left over from its previous await (it awaits two tokens in turn,
 * on the same thread, so a stray unpark of the first could end the second early); the coroutine
 * below it must be resumed exactly once. Spinning is turned off in this test's JVM
 * ({@code loomlir.awaitSpins=0}, read when the runtime's await class loads) so that awaits park
 * rather than spin past the race.
 *
 * <p>r1: was the first token pending when the thread started awaiting (1) or complete (0);
 * r2, r3: each token's state when its await returned; r4: resumptions of the coroutine.
 */
@JCStressTest
@Outcome(id = "1, 1, 1, 1", expect = ACCEPTABLE_INTERESTING,
    desc = "The thread blocked on a pending token with a coroutine below it; both were woken once.")
@Outcome(id = "0, 1, 1, 1", expect = ACCEPTABLE,
    desc = "The first token was complete before the thread awaited it; the coroutine was resumed once.")
@Outcome(id = {".*, 0, .*, .*", ".*, .*, 0, .*"}, expect = FORBIDDEN,
    desc = "An await returned before its token was complete: an early or stale wake-up.")
@Outcome(expect = FORBIDDEN,
    desc = "The coroutine waiting on the same token was resumed zero or two times.")
@State
public class BlockedThreadWokenOnce {
  static {
    // Before the runtime's BlockingAwait class loads in this fork: park instead of spinning.
    System.setProperty("loomlir.awaitSpins", "0");
  }

  private final AsyncToken first = AsyncRuntime.createToken();
  private final AsyncToken second = AsyncRuntime.createToken();
  private final Below below = new Below(first);

  /** A coroutine that registered on the first token before the thread began to block on it. */
  static final class Below extends StepFrame {
    private static final long serialVersionUID = 1L;

    private final transient AsyncToken token;

    Below(AsyncToken token) { this.token = token; }

    @Override
    void step() {
      if (state == 0) {
        state = 1;
        AsyncRuntime.awaitAndResume(token, this);
        return;
      }
      finish();
    }
  }

  @Actor
  public void producer() {
    AsyncRuntime.setAvailable(first);
    AsyncRuntime.setAvailable(second);
  }

  @Actor
  public void blocked(IIII_Result r) {
    below.start();
    r.r1 = first.isReady() ? 0 : 1;
    AsyncRuntime.await(first);
    r.r2 = Observed.state(first);
    AsyncRuntime.await(second);
    r.r3 = Observed.state(second);
  }

  @Arbiter
  public void arbiter(IIII_Result r) {
    Quiescence.reached(below::isFinished);
    r.r4 = below.resumes.get();
  }
}
