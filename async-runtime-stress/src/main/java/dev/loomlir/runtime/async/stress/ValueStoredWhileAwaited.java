package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncValue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;

/**
 * A value's payload lives in plain fields: the producer stores, then {@code set_available}, and
 * the completing CAS must publish the payload to a thread that awaits and loads. Two values,
 * one with an {@code i64} and one with an {@code f64} payload (both in the long slot, the second
 * as raw bits), awaited with the blocking await generated code uses outside coroutines.
 *
 * <p>r1: was the first value pending when the await began (1) or complete (0); r2: its state
 * after the await; r3: the i64 loaded; r4: ten times the f64 loaded (2.5 stored).
 */
@JCStressTest
@Outcome(id = "1, 1, 42, 25", expect = ACCEPTABLE_INTERESTING,
    desc = "Awaited while pending; woken by set_available; both payloads published.")
@Outcome(id = "0, 1, 42, 25", expect = ACCEPTABLE,
    desc = "Complete before the await began; both payloads published.")
@Outcome(expect = FORBIDDEN,
    desc = "A payload read as its default (0): the store was not published by set_available; or the await returned early.")
@State
public class ValueStoredWhileAwaited {
  private final AsyncValue integer = AsyncRuntime.createValue();
  private final AsyncValue real = AsyncRuntime.createValue();

  @Actor
  public void producer() {
    AsyncRuntime.storeLong(42, integer);
    AsyncRuntime.setAvailable(integer);
    AsyncRuntime.storeDouble(2.5, real);
    AsyncRuntime.setAvailable(real);
  }

  @Actor
  public void consumer(IIII_Result r) {
    r.r1 = integer.isReady() ? 0 : 1;
    AsyncRuntime.await(integer);
    r.r2 = Observed.state(integer);
    r.r3 = (int) AsyncRuntime.loadLong(integer);
    AsyncRuntime.await(real);
    r.r4 = (int) (AsyncRuntime.loadDouble(real) * 10);
  }
}
