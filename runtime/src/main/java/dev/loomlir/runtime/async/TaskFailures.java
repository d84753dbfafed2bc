package dev.loomlir.runtime.async;

import dev.loomlir.runtime.MlirRuntimeException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Failures escaping coroutine bodies (a Java exception in a task: an out-of-bounds memref access,
 * a division by zero). Upstream's process would crash; here the first failure is kept, and every
 * thread blocked in an await is woken to rethrow it, so a failing task cannot leave the program
 * hanging on a token nobody will complete.
 */
final class TaskFailures {
  private TaskFailures() {}

  private static final AtomicReference<Throwable> FIRST = new AtomicReference<>();
  private static final Set<BlockedThread> BLOCKED = ConcurrentHashMap.newKeySet();

  static Throwable first() { return FIRST.get(); }

  static boolean any() { return FIRST.get() != null; }

  static void record(Throwable failure) {
    if (FIRST.compareAndSet(null, failure)) {
      for (BlockedThread b : BLOCKED) b.wake();
    }
  }

  static void clear() { FIRST.set(null); }

  static void register(BlockedThread b) { BLOCKED.add(b); }

  static void unregister(BlockedThread b) { BLOCKED.remove(b); }

  /** What an await rethrows in the awaiting thread: the failure, with its .mlir location. */
  static MlirRuntimeException rethrowable(String opName) {
    Throwable f = FIRST.get();
    MlirRuntimeException e = f instanceof MlirRuntimeException m
        ? new MlirRuntimeException(m.mlirMessage(), m.location())
        : new MlirRuntimeException(opName + ": an async task failed: " + f, null);
    e.initCause(f);
    return e;
  }
}
