package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * {@code async.runtime.await} (blocking, outside coroutines) racing {@code set_available}: the
 * awaiting thread helps, spins, then parks as a waiter, and the completing CAS must either see
 * that waiter and unpark it or make the awaiter see the token complete. A lost wake-up hangs the
 * actor (jcstress reports the fork as timed out).
 *
 * <p>r1: was the token already complete when the await began (1) or still pending (0);
 * r2: the token's state when the await returned (1 available, 0 pending, 2 error).
 */
@JCStressTest
@Outcome(id = "0, 1", expect = ACCEPTABLE_INTERESTING,
    desc = "The await began while the token was pending and returned once it was available: the race this test exists for.")
@Outcome(id = "1, 1", expect = ACCEPTABLE,
    desc = "The token was complete before the await began; the await returned at once.")
@Outcome(id = {"0, 0", "1, 0"}, expect = FORBIDDEN,
    desc = "The await returned while the token was still pending.")
@Outcome(expect = FORBIDDEN,
    desc = "The awaiter saw an error nobody set, or a state going back from complete to pending.")
@State
public class TokenCompletedWhileBlockingAwaited {
  private final AsyncToken token = AsyncRuntime.createToken();

  @Actor
  public void producer() {
    AsyncRuntime.setAvailable(token);
  }

  @Actor
  public void awaiter(II_Result r) {
    r.r1 = token.isReady() ? 1 : 0;
    AsyncRuntime.await(token);
    r.r2 = Observed.state(token);
  }
}
