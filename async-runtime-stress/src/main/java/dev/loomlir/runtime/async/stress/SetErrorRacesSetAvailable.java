package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncValue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIIII_Result;

/**
 * {@code set_available} racing {@code set_error} on one value: an object completes once, so
 * exactly one of them wins and the other raises "can complete only once" (upstream asserts the
 * same), and everyone who looks afterwards sees the winner: a coroutine that was waiting before
 * the race, both completing threads, and a load (which must see the stored payload if available
 * won, and be refused if error won).
 *
 * <p>r1: set_available succeeded (1) or was refused (0); r2: the same for set_error;
 * r3: the state the waiting coroutine saw when resumed (1 available, 2 error);
 * r4: the state each completing thread saw after its attempt, if both agree (else -1);
 * r5: what a load returned after the race (42 the payload, -2 refused as in error).
 */
@JCStressTest
@Outcome(id = "1, 0, 1, 1, 42", expect = ACCEPTABLE,
    desc = "set_available won; set_error was refused; every observer saw the value available with its payload.")
@Outcome(id = "0, 1, 2, 2, -2", expect = ACCEPTABLE_INTERESTING,
    desc = "set_error won although the payload was already stored; set_available was refused; every observer saw the error and the load was refused.")
@Outcome(id = {"1, 1, .*", "0, 0, .*"}, expect = FORBIDDEN,
    desc = "Both completions succeeded (completed twice) or neither did.")
@Outcome(expect = FORBIDDEN,
    desc = "An observer saw a state other than the winner's, or the payload was lost.")
@State
public class SetErrorRacesSetAvailable {
  private final AsyncValue value = AsyncRuntime.createValue();
  private final Waiting waiting = new Waiting(value);
  private volatile int producerSaw;
  private volatile int failerSaw;

  public SetErrorRacesSetAvailable() {
    waiting.start(); // registers before either completion
  }

  /** A coroutine suspended on the value before the race; records what it is resumed into. */
  static final class Waiting extends StepFrame {
    private static final long serialVersionUID = 1L;

    private final transient AsyncValue value;
    volatile int seen = -1;

    Waiting(AsyncValue value) { this.value = value; }

    @Override
    void step() {
      if (state == 0) {
        state = 1;
        AsyncRuntime.awaitAndResume(value, this);
        return;
      }
      seen = Observed.state(value);
      finish();
    }
  }

  @Actor
  public void producer(IIIII_Result r) {
    r.r1 = succeeds(() -> {
      AsyncRuntime.storeLong(42, value);
      AsyncRuntime.setAvailable(value);
    });
    producerSaw = Observed.state(value);
  }

  @Actor
  public void failer(IIIII_Result r) {
    r.r2 = succeeds(() -> AsyncRuntime.setError(value));
    failerSaw = Observed.state(value);
  }

  /** 1 if the completion went through, 0 if the runtime refused it (already complete). */
  private static int succeeds(Runnable completion) {
    try {
      completion.run();
      return 1;
    } catch (MlirRuntimeException refused) {
      return 0;
    }
  }

  @Arbiter
  public void arbiter(IIIII_Result r) {
    Quiescence.reached(waiting::isFinished);
    r.r3 = waiting.resumes.get() == 1 ? waiting.seen : -1;
    r.r4 = producerSaw == failerSaw ? producerSaw : -1;
    try {
      r.r5 = (int) AsyncRuntime.loadLong(value);
    } catch (MlirRuntimeException refused) {
      r.r5 = value.isError() ? -2 : -3;
    }
  }
}
