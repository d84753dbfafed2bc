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
 * {@code await_and_resume} resumes its coroutine exactly once, whether the awaited token
 * completes before, during or after the registration: registering on a complete token
 * dispatches the frame at once; otherwise the completer dispatches it. The coroutine awaits two
 * tokens in turn, so the same frame object is a waiter twice: a stale second dispatch of the
 * first await would resume it before the second token is complete, or three times in all.
 * No {@code isReady} shortcut here (see TokenCompletedWhileAwaitAndResume), so every await goes
 * through the registration race.
 *
 * <p>r1: was the first token pending when the coroutine registered on it (1) or already complete
 * (0); r2: resumptions by the runtime; r3: first token's state at the first resumption;
 * r4: second token's state at the second resumption (1 = available).
 */
@JCStressTest
@Outcome(id = "1, 2, 1, 1", expect = ACCEPTABLE_INTERESTING,
    desc = "Registered on a pending token, resumed once per await, each time after that await's token completed.")
@Outcome(id = "0, 2, 1, 1", expect = ACCEPTABLE,
    desc = "The first token was complete before registration: dispatched at once; still one resumption per await.")
@Outcome(id = {"0, 0, 0, 0", "1, 0, 0, 0", "0, 1, 1, 0", "1, 1, 1, 0"}, expect = FORBIDDEN,
    desc = "A lost resumption: the coroutine stopped at one of its awaits (not resumed within 10 s).")
@Outcome(expect = FORBIDDEN,
    desc = "A resumption doubled or early: more than two, or one before its token was complete.")
@State
public class AwaitAndResumeResumesOnce {
  private final AsyncToken first = AsyncRuntime.createToken();
  private final AsyncToken second = AsyncRuntime.createToken();
  private final Coroutine coroutine = new Coroutine(first, second);

  /** {@code await %first; await %second}, recording the state of each at its resumption. */
  static final class Coroutine extends StepFrame {
    private static final long serialVersionUID = 1L;

    private final transient AsyncToken first;
    private final transient AsyncToken second;
    volatile int firstPendingAtRegistration;
    volatile int firstSeen;
    volatile int secondSeen;

    Coroutine(AsyncToken first, AsyncToken second) {
      this.first = first;
      this.second = second;
    }

    @Override
    void step() {
      switch (state) {
        case 0 -> {
          firstPendingAtRegistration = first.isReady() ? 0 : 1;
          state = 1;
          AsyncRuntime.awaitAndResume(first, this);
        }
        case 1 -> {
          firstSeen = Observed.state(first);
          state = 2;
          AsyncRuntime.awaitAndResume(second, this);
        }
        default -> {
          secondSeen = Observed.state(second);
          finish();
        }
      }
    }
  }

  @Actor
  public void producer() {
    AsyncRuntime.setAvailable(first);
    AsyncRuntime.setAvailable(second);
  }

  @Actor
  public void coroutine() {
    coroutine.start();
  }

  @Arbiter
  public void arbiter(IIII_Result r) {
    Quiescence.reached(coroutine::isFinished);
    r.r1 = coroutine.firstPendingAtRegistration;
    r.r2 = coroutine.finished.get() <= 1 ? coroutine.resumes.get() : -1;
    r.r3 = coroutine.firstSeen;
    r.r4 = coroutine.secondSeen;
  }
}
