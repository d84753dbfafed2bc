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
 * A state-machine coroutine registering its continuation on a token while another thread
 * completes it, exactly as generated code does: ask {@code isReady} and go on inline if the token
 * is complete, else save the state and call {@code await_and_resume}. Registration (a CAS push)
 * races the completing CAS; the loser of that race must still lead to exactly one continuation,
 * either the inline one or one resumption on a worker.
 *
 * <p>r1: how the coroutine went on (1 inline, without suspending; 2 resumed by the runtime);
 * r2: how many times the code after the await ran; r3: the token's state it saw there.
 */
@JCStressTest
@Outcome(id = "2, 1, 1", expect = ACCEPTABLE_INTERESTING,
    desc = "The coroutine suspended while the token was pending and was resumed once when it completed.")
@Outcome(id = "1, 1, 1", expect = ACCEPTABLE,
    desc = "The token was complete when the coroutine asked isReady: it went on without suspending.")
@Outcome(id = "1, 0, 0", expect = FORBIDDEN,
    desc = "Lost continuation: the coroutine suspended and was not resumed within 10 s.")
@Outcome(expect = FORBIDDEN,
    desc = "The continuation ran twice, or ran before the token was complete.")
@State
public class TokenCompletedWhileAwaitAndResume {
  private final AsyncToken token = AsyncRuntime.createToken();
  private final Coroutine coroutine = new Coroutine(token);

  /** {@code await %token} inside a coroutine, then records what it sees. */
  static final class Coroutine extends StepFrame {
    private static final long serialVersionUID = 1L;

    private final transient AsyncToken token;
    volatile int seen;

    Coroutine(AsyncToken token) { this.token = token; }

    @Override
    void step() {
      if (state == 0) {
        if (!AsyncRuntime.isReady(token)) {
          state = 1;
          AsyncRuntime.awaitAndResume(token, this);
          return;
        }
      }
      seen = Observed.state(token);
      finish();
    }
  }

  @Actor
  public void producer() {
    AsyncRuntime.setAvailable(token);
  }

  @Actor
  public void coroutine() {
    coroutine.start();
  }

  @Arbiter
  public void arbiter(III_Result r) {
    Quiescence.reached(coroutine::isFinished);
    r.r1 = coroutine.resumes.get() + 1;
    r.r2 = coroutine.finished.get();
    r.r3 = coroutine.seen;
  }
}
