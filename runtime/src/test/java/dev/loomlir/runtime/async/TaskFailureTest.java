package dev.loomlir.runtime.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.runtime.MlirRuntimeException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A task failing with a Java exception (what generated code throws for a division by zero or an
 * out-of-bounds access) reaches exactly what depends on it: its pending results fail, so their
 * awaiters go on; the call that started it rethrows it; nothing else in the program, and nothing
 * in another program, sees it.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TaskFailureTest {
  private static final String WHERE = "f.mlir:3:5";

  /** A task of {@code program} whose result is {@code result}, failing as generated code does. */
  private static CoroFrame failingTask(ProgramRuntime program, AsyncToken result) {
    return new CoroFrame(program) {
      private static final long serialVersionUID = 1L;

      @Override public void resume() { throw new MlirRuntimeException("integer division by zero", WHERE); }

      @Override protected void failResults() { AsyncRuntime.failIfPending(result); }
    };
  }

  private static ProgramRuntime program(String name) {
    return ProgramRuntime.create(name, new ProgramRuntime.Settings(2, false));
  }

  @Test
  void anAwaitOfTheFailedResultRethrowsTheFailureInTheCallThatStartedIt() {
    ProgramRuntime p = program("a.mlir");
    CallScope call = p.enterCall();
    AsyncToken result = AsyncRuntime.createToken(p);
    AsyncRuntime.resume(failingTask(p, result));
    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> AsyncRuntime.await(result, p));
    assertEquals(WHERE + ": error: integer division by zero", e.diagnosticText());
    assertTrue(result.isError());
    call.exit(e); // the call ends with that exception: nothing more is thrown
    assertTrue(p.failures().isEmpty(), "the call received it");
    p.close(Duration.ofSeconds(5));
  }

  /** A thread that awaits {@code token} in a call of {@code p}; what it threw goes to {@code thrown}. */
  private static Thread awaitInACall(ProgramRuntime p, AsyncToken token, AtomicReference<Throwable> thrown) {
    return Thread.ofPlatform().start(() -> {
      try {
        CallScope call = p.enterCall();
        AsyncRuntime.await(token, p);
        call.exit(null);
      } catch (Throwable t) {
        thrown.set(t);
      }
    });
  }

  @Test
  void anUnrelatedAwaitIsNotWokenByTheFailure() throws Exception {
    ProgramRuntime p = program("b.mlir");
    AsyncToken unrelated = AsyncRuntime.createToken(p);
    AtomicReference<Throwable> awaited = new AtomicReference<>();
    Thread waiter = awaitInACall(p, unrelated, awaited);
    AsyncToken result = AsyncRuntime.createToken(p);
    AsyncRuntime.resume(failingTask(p, result));
    assertTrue(p.awaitQuiescence(Duration.ofSeconds(10)));
    waiter.join(200);
    assertTrue(waiter.isAlive(), "the waiter of an unrelated token kept waiting");
    AsyncRuntime.setAvailable(unrelated);
    waiter.join();
    assertNull(awaited.get(), "its call was not failed by a task of no call of its");
    assertEquals(1, p.failures().size(), "the failure of a task outside any call is the program's");
    p.close(Duration.ofSeconds(5));
  }

  @Test
  void aFailureNobodyAwaitedFailsTheCallWhenItReturns() {
    ProgramRuntime p = program("c.mlir");
    CallScope call = p.enterCall();
    AsyncRuntime.resume(failingTask(p, AsyncRuntime.createToken(p)));
    assertTrue(p.awaitQuiescence(Duration.ofSeconds(10)));
    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> call.exit(null));
    assertEquals(WHERE + ": error: integer division by zero", e.diagnosticText());
    // The next call of the program is not affected.
    CallScope next = p.enterCall();
    AsyncToken ok = AsyncRuntime.createToken(p);
    AsyncRuntime.resume(Tasks.frame(() -> AsyncRuntime.setAvailable(ok)));
    AsyncRuntime.await(ok, p);
    next.exit(null);
    p.close(Duration.ofSeconds(5));
  }

  @Test
  void aFailureAfterItsCallReturnedIsKeptByTheProgram() {
    ProgramRuntime p = program("d.mlir");
    AsyncToken gate = AsyncRuntime.createToken(p);
    CallScope call = p.enterCall();
    AsyncToken result = AsyncRuntime.createToken(p);
    CoroFrame task = failingTask(p, result);
    call.exit(null); // returns before its task runs
    AsyncRuntime.awaitAndResume(gate, task);
    AsyncRuntime.setAvailable(gate);
    assertTrue(p.awaitQuiescence(Duration.ofSeconds(10)));
    assertEquals(1, p.failures().size());
    assertTrue(result.isError());
    p.close(Duration.ofSeconds(5));
  }

  @Test
  void anotherProgramNeverSeesTheFailure() {
    ProgramRuntime bad = program("bad.mlir");
    ProgramRuntime good = program("good.mlir");
    CallScope badCall = bad.enterCall();
    AsyncRuntime.resume(failingTask(bad, AsyncRuntime.createToken(bad)));
    assertTrue(bad.awaitQuiescence(Duration.ofSeconds(10)));
    CallScope goodCall = good.enterCall(); // nested on this thread: still the good program's own call
    AsyncToken ok = AsyncRuntime.createToken(good);
    AsyncRuntime.resume(new CoroFrame(good) {
      private static final long serialVersionUID = 1L;

      @Override public void resume() { AsyncRuntime.setAvailable(ok); }
    });
    AsyncRuntime.await(ok, good);
    goodCall.exit(null);
    assertThrows(MlirRuntimeException.class, () -> badCall.exit(null));
    assertTrue(good.failures().isEmpty());
    bad.close(Duration.ofSeconds(5));
    good.close(Duration.ofSeconds(5));
  }

  @Test
  void closingWakesABlockedAwaitWithAnIllegalStateExceptionAndRunsNothingMore() throws Exception {
    ProgramRuntime p = program("e.mlir");
    AsyncToken never = AsyncRuntime.createToken(p);
    AtomicReference<Throwable> awaited = new AtomicReference<>();
    Thread waiter = awaitInACall(p, never, awaited);
    while (waiter.getState() != Thread.State.WAITING) Thread.onSpinWait();
    assertTrue(p.close(Duration.ofSeconds(5)));
    waiter.join();
    assertTrue(awaited.get() instanceof IllegalStateException, String.valueOf(awaited.get()));
    assertTrue(awaited.get().getMessage().contains("e.mlir"), awaited.get().getMessage());
    boolean[] ran = {false};
    AsyncRuntime.resume(new CoroFrame(p) {
      private static final long serialVersionUID = 1L;

      @Override public void resume() { ran[0] = true; }
    });
    Thread.sleep(50);
    assertFalse(ran[0], "a closed program runs no task");
    assertThrows(IllegalStateException.class, p::enterCall);
  }
}
