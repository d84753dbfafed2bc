package dev.loomlir.runtime.async;

import dev.loomlir.runtime.MlirRuntimeException;

/**
 * {@code !async.value<T>}: a token with a payload. Primitive payloads ({@code i1} to {@code i64},
 * {@code index}, {@code f16} to {@code f64}) live in one {@code long} slot (floats as their raw
 * bits), so storing and loading never box; any other payload (a memref descriptor, ...) lives in
 * the reference slot.
 *
 * <p>The producer stores, then completes ({@code set_available}); the completing CAS publishes
 * the payload to every thread that later sees the value ready.
 */
public final class AsyncValue extends AsyncObject {
  private long bits;
  private Object ref;

  AsyncValue(RefCountRecord refCounts) { super(refCounts); }

  @Override
  String kind() { return "async.value"; }

  void storeBits(long value) { bits = value; }

  void storeRef(Object value) { ref = value; }

  long loadBits() {
    checkLoadable();
    return bits;
  }

  Object loadRef() {
    checkLoadable();
    return ref;
  }

  /** Upstream asserts the same; reading {@code head} here also orders the payload read after it. */
  private void checkLoadable() {
    if (!isAvailable()) throw notLoadable();
  }

  private MlirRuntimeException notLoadable() {
    return new MlirRuntimeException(
        "async.runtime.load: the async.value is " + (isError() ? "in error state" : "not ready"), null);
  }
}
