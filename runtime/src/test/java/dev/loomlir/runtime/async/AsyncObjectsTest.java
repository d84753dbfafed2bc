package dev.loomlir.runtime.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.runtime.MlirRuntimeException;
import org.junit.jupiter.api.Test;

/** States, payloads and groups, single-threaded. */
class AsyncObjectsTest {
  @Test
  void tokenGoesFromPendingToAvailable() {
    AsyncToken t = AsyncRuntime.createToken();
    assertFalse(t.isReady());
    AsyncRuntime.setAvailable(t);
    assertTrue(t.isReady());
    assertFalse(AsyncRuntime.isError(t));
    AsyncRuntime.await(t); // returns at once
  }

  @Test
  void tokenInErrorIsReadyAndError() {
    AsyncToken t = AsyncRuntime.createToken();
    AsyncRuntime.setError(t);
    assertTrue(t.isReady());
    assertTrue(AsyncRuntime.isError(t));
    AsyncRuntime.await(t); // a blocking await returns; the caller checks is_error
  }

  @Test
  void completingTwiceIsAnError() {
    AsyncToken t = AsyncRuntime.createToken();
    AsyncRuntime.setAvailable(t);
    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> AsyncRuntime.setError(t));
    assertTrue(e.getMessage().contains("already available"), e.getMessage());
  }

  @Test
  void valuesHoldEveryPayloadKindWithoutBoxing() {
    AsyncValue l = AsyncRuntime.createValue();
    AsyncRuntime.storeLong(Long.MIN_VALUE + 7, l);
    AsyncRuntime.setAvailable(l);
    assertEquals(Long.MIN_VALUE + 7, AsyncRuntime.loadLong(l));

    AsyncValue i = AsyncRuntime.createValue();
    AsyncRuntime.storeInt(-42, i);
    AsyncRuntime.setAvailable(i);
    assertEquals(-42, AsyncRuntime.loadInt(i));

    AsyncValue f = AsyncRuntime.createValue();
    AsyncRuntime.storeFloat(-1.5f, f);
    AsyncRuntime.setAvailable(f);
    assertEquals(-1.5f, AsyncRuntime.loadFloat(f));

    AsyncValue nan = AsyncRuntime.createValue();
    AsyncRuntime.storeFloat(Float.intBitsToFloat(0x7fc00123), nan);
    AsyncRuntime.setAvailable(nan);
    assertEquals(0x7fc00123, Float.floatToRawIntBits(AsyncRuntime.loadFloat(nan)), "NaN bits kept");

    AsyncValue d = AsyncRuntime.createValue();
    AsyncRuntime.storeDouble(Math.PI, d);
    AsyncRuntime.setAvailable(d);
    assertEquals(Math.PI, AsyncRuntime.loadDouble(d));

    Object descriptor = new long[] {1, 2, 3};
    AsyncValue o = AsyncRuntime.createValue();
    AsyncRuntime.storeObject(descriptor, o);
    AsyncRuntime.setAvailable(o);
    assertSame(descriptor, AsyncRuntime.loadObject(o));
  }

  @Test
  void loadingFromAnErroredOrPendingValueFails() {
    AsyncValue v = AsyncRuntime.createValue();
    assertThrows(MlirRuntimeException.class, () -> AsyncRuntime.loadLong(v));
    AsyncRuntime.setError(v);
    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> AsyncRuntime.loadLong(v));
    assertTrue(e.getMessage().contains("error state"), e.getMessage());
  }

  @Test
  void emptyGroupIsReadyAtOnce() {
    AsyncGroup g = AsyncRuntime.createGroup(0);
    assertTrue(g.isReady());
    AsyncRuntime.await(g);
  }

  @Test
  void addToGroupReturnsMemberIndices() {
    AsyncGroup g = AsyncRuntime.createGroup(3);
    AsyncToken a = AsyncRuntime.createToken();
    AsyncToken b = AsyncRuntime.createToken();
    AsyncValue c = AsyncRuntime.createValue();
    AsyncRuntime.setAvailable(b); // ready before being added
    assertEquals(0, AsyncRuntime.addToGroup(a, g));
    assertEquals(1, AsyncRuntime.addToGroup(b, g));
    assertEquals(2, AsyncRuntime.addToGroup(c, g));
    assertFalse(g.isReady());
    AsyncRuntime.setAvailable(a);
    assertFalse(g.isReady());
    AsyncRuntime.storeInt(1, c);
    AsyncRuntime.setAvailable(c);
    assertTrue(g.isReady());
    assertFalse(AsyncRuntime.isError(g));
  }

  @Test
  void groupIsInErrorAsSoonAsAnyMemberIs() {
    AsyncGroup g = AsyncRuntime.createGroup(2);
    AsyncToken a = AsyncRuntime.createToken();
    AsyncValue b = AsyncRuntime.createValue();
    AsyncRuntime.addToGroup(a, g);
    AsyncRuntime.addToGroup(b, g);
    AsyncRuntime.setError(b);
    assertTrue(AsyncRuntime.isError(g), "error visible before the group completes");
    assertFalse(g.isReady());
    AsyncRuntime.setAvailable(a);
    assertTrue(g.isReady());
    assertTrue(AsyncRuntime.isError(g));
    AsyncRuntime.await(g); // completes despite the error
  }

  @Test
  void aPendingTokenInTwoGroupsCountsOnceInEach() {
    // The first group takes the token's slot, the second registers a waiter node.
    AsyncGroup first = AsyncRuntime.createGroup(1);
    AsyncGroup second = AsyncRuntime.createGroup(2);
    AsyncToken t = AsyncRuntime.createToken();
    AsyncRuntime.addToGroup(t, first);
    AsyncRuntime.addToGroup(t, second);
    assertFalse(first.isReady());
    AsyncRuntime.setAvailable(t);
    assertTrue(first.isReady());
    assertFalse(second.isReady(), "counted once, not twice, in the group of two");
    AsyncToken done = AsyncRuntime.createToken();
    AsyncRuntime.setAvailable(done);
    AsyncRuntime.addToGroup(done, second);
    assertTrue(second.isReady());
    assertFalse(AsyncRuntime.isError(first) || AsyncRuntime.isError(second));
  }

  @Test
  void aFailedTasksTokenIsCountedIntoItsGroupInError() {
    // What a task's failResults() does: failIfPending, not set_error, must count the slot's member too.
    AsyncGroup g = AsyncRuntime.createGroup(1);
    AsyncToken t = AsyncRuntime.createToken();
    AsyncRuntime.addToGroup(t, g);
    AsyncRuntime.failIfPending(t);
    assertTrue(g.isReady());
    assertTrue(AsyncRuntime.isError(g));
  }

  @Test
  void addingMoreMembersThanTheSizeFails() {
    AsyncGroup g = AsyncRuntime.createGroup(1);
    AsyncRuntime.addToGroup(AsyncRuntime.createToken(), g);
    assertThrows(MlirRuntimeException.class, () -> AsyncRuntime.addToGroup(AsyncRuntime.createToken(), g));
  }

  @Test
  void workerCountFollowsApiThenPropertyThenEnvThenProcessors() {
    assertEquals(3, WorkerPool.resolveSize(3, "5", "7", 2));
    assertEquals(5, WorkerPool.resolveSize(0, "5", "7", 2));
    assertEquals(7, WorkerPool.resolveSize(0, null, "7", 2));
    assertEquals(7, WorkerPool.resolveSize(0, " ", " 7 ", 2));
    assertEquals(1, WorkerPool.resolveSize(0, null, null, 2));
    assertEquals(7, WorkerPool.resolveSize(0, null, null, 8));
    assertEquals(1, WorkerPool.resolveSize(0, null, null, 1));
    MlirRuntimeException e =
        assertThrows(MlirRuntimeException.class, () -> WorkerPool.resolveSize(0, null, "zero", 2));
    assertEquals("invalid LOOMLIR_WORKERS value 'zero': expected a positive number of workers",
        e.getMessage());
    assertThrows(MlirRuntimeException.class, () -> WorkerPool.resolveSize(0, "0", null, 2));
  }

  @Test
  void numWorkerThreadsReportsTheConfiguredSize() {
    AsyncRuntimeControl.setWorkerThreads(3);
    assertEquals(3, AsyncRuntime.numWorkerThreads());
    AsyncRuntimeControl.setWorkerThreads(2);
    assertEquals(2, AsyncRuntime.numWorkerThreads());
    AsyncRuntimeControl.useDefaultWorkerThreads();
    assertEquals(WorkerPool.resolveSize(0, System.getProperty(WorkerPool.PROPERTY),
        System.getenv(WorkerPool.ENV), Runtime.getRuntime().availableProcessors()),
        AsyncRuntime.numWorkerThreads());
  }

  @Test
  void printsTheThreadIdAsUpstream() {
    var bytes = new java.io.ByteArrayOutputStream();
    dev.loomlir.runtime.RunnerOutput.redirect(new java.io.PrintStream(bytes, true));
    try {
      AsyncRuntime.printCurrentThreadId();
    } finally {
      dev.loomlir.runtime.RunnerOutput.redirect(null);
    }
    assertEquals("Current thread id: " + Thread.currentThread().threadId() + "\n", bytes.toString());
  }
}
