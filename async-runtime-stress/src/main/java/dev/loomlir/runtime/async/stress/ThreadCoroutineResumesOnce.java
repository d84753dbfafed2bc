package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import dev.loomlir.runtime.async.ThreadCoroutine;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * The virtual-thread realization of a coroutine ({@code --coroutines=virtual-threads}): the body
 * registers its {@link ThreadCoroutine} handle with {@code await_and_resume} and parks in
 * {@code suspend()}; the completion unparks it. The handle keeps a permit, so a resumption that
 * arrives before the park is not lost, and each suspend consumes it, so a resumption cannot be
 * counted twice: with two awaits in a row, a permit left over from the first would let the second
 * {@code suspend()} return before its token completes. A lost permit hangs the actor.
 *
 * <p>r1: was the first token pending when the body registered on it (1) or complete (0);
 * r2, r3: the first and the second token's state when the matching suspend returned.
 */
@JCStressTest
@Outcome(id = "1, 1, 1", expect = ACCEPTABLE_INTERESTING,
    desc = "Registered on a pending token and parked; each suspend returned after its token completed.")
@Outcome(id = "0, 1, 1", expect = ACCEPTABLE,
    desc = "The first token was complete at registration: the permit was there before the park.")
@Outcome(expect = FORBIDDEN,
    desc = "A suspend returned before its token completed (a doubled or stale resumption).")
@State
public class ThreadCoroutineResumesOnce {
  private final AsyncToken first = AsyncRuntime.createToken();
  private final AsyncToken second = AsyncRuntime.createToken();

  @Actor
  public void producer() {
    AsyncRuntime.setAvailable(first);
    AsyncRuntime.setAvailable(second);
  }

  @Actor
  public void coroutineBody(III_Result r) {
    ThreadCoroutine self = ThreadCoroutine.ofCurrentThread();
    r.r1 = first.isReady() ? 0 : 1;
    AsyncRuntime.awaitAndResume(first, self);
    self.suspend();
    r.r2 = Observed.state(first);
    AsyncRuntime.awaitAndResume(second, self);
    self.suspend();
    r.r3 = Observed.state(second);
  }
}
