package dev.loomlir.runtime.async.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncValue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * {@code async.runtime.load} racing the producer's store and {@code set_available}, with no
 * await in between (generated code always awaits first; this is the guard behind it). A load is
 * legal only once the value is available, so it either returns the stored payload or is refused
 * ("not ready", as upstream asserts); it may never return the payload's default or a half-done
 * store. The payload is an {@code i32} (the long slot's low half) and, on the second value, a
 * reference to an object whose field the consumer reads: publication must cover what the
 * reference points to as well.
 *
 * <p>r1: the loaded i32 (-1 if refused); r2: the field read through the loaded object (-1 if
 * refused).
 */
@JCStressTest
@Outcome(id = {"7, 9", "7, -1", "-1, -1"}, expect = ACCEPTABLE,
    desc = "Each load either saw the value available with its payload or was refused as not ready.")
@Outcome(id = "-1, 9", expect = ACCEPTABLE_INTERESTING,
    desc = "The first load was refused, yet by the second the producer had completed both: the loads ran across set_available.")
@Outcome(expect = FORBIDDEN,
    desc = "A load returned a payload that was not stored (0, or a descriptor with an unpublished field).")
@State
public class ValueLoadRacesStore {
  private final AsyncValue number = AsyncRuntime.createValue();
  private final AsyncValue descriptor = AsyncRuntime.createValue();

  /** A stand-in for a memref descriptor: plain, non-final fields, published only by the value. */
  static final class Descriptor {
    int size;
  }

  @Actor
  public void producer() {
    AsyncRuntime.storeInt(7, number);
    AsyncRuntime.setAvailable(number);
    Descriptor d = new Descriptor();
    d.size = 9;
    AsyncRuntime.storeObject(d, descriptor);
    AsyncRuntime.setAvailable(descriptor);
  }

  @Actor
  public void consumer(II_Result r) {
    try {
      r.r1 = AsyncRuntime.loadInt(number);
    } catch (MlirRuntimeException notReady) {
      r.r1 = -1;
    }
    try {
      r.r2 = ((Descriptor) AsyncRuntime.loadObject(descriptor)).size;
    } catch (MlirRuntimeException notReady) {
      r.r2 = -1;
    }
  }
}
