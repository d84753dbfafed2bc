package dev.loomlir.codegen.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.CoroutineMode;
import dev.loomlir.codegen.LoadedModule;
import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncRuntimeControl;
import dev.loomlir.runtime.async.AsyncToken;
import dev.loomlir.runtime.async.AsyncValue;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Coroutine functions called directly, in both modes: coro-support's upstream-made coroutine IR
 * (loops carrying values across suspensions, nested executes, async.funcs started hot, error
 * paths) with results worked out by hand from the input programs in each file's header, and where
 * each mode runs a coroutine body.
 */
class CoroutineModesTest {
  /**
   * Awaits {@code %t}, then stores whether it runs on a worker or a virtual thread
   * ({@link ThreadProbe#handedOff}); {@code %t} is not used after the suspension.
   */
  private static final String WAITER = """
      func.func private @handedOff() -> i1 attributes {loomlir.java = "dev.loomlir.codegen.async.ThreadProbe#handedOff"}
      func.func @waiter(%t: !async.token) -> !async.value<i1> {
        %1 = async.runtime.create : !async.value<i1>
        %2 = async.coro.id
        %3 = async.coro.begin %2
        %4 = async.coro.save %3
        async.runtime.await_and_resume %t, %3 : !async.token
        async.coro.suspend %4, ^bb4, ^bb1, ^bb3
      ^bb1:
        %5 = call @handedOff() : () -> i1
        async.runtime.store %5, %1 : <i1>
        async.runtime.set_available %1 : !async.value<i1>
        cf.br ^bb2
      ^bb2:
        async.coro.free %2, %3
        cf.br ^bb4
      ^bb3:
        async.coro.free %2, %3
        cf.br ^bb4
      ^bb4:
        async.coro.end %3
        return %1 : !async.value<i1>
      }
      """;

  /** IR made by {@code mlir-opt-22 --async-to-async-runtime}, kept by the coro-support module. */
  private static final Path CORO = Path.of("../coro-support/src/test/resources/coro");

  @AfterEach
  void quiet() {
    assertTrue(AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(30)));
    AsyncRuntimeControl.reset();
  }

  private static MethodHandle function(String file, String symbol, CoroutineMode mode) {
    LoadedModule m = AsyncTestSupport.compile(file, AsyncTestSupport.read(CORO.resolve(file)), mode);
    return m.handle(symbol);
  }

  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void loopCarriesValuesAcrossSuspensions(CoroutineMode mode) throws Throwable {
    // sum over i < 10 of 3 * i
    assertEquals(135L, (long) function("execute_loop_await.mlir", "sum", mode).invoke(10L, 3L));
  }

  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void awaitsATokenInsideATask(CoroutineMode mode) throws Throwable {
    assertEquals(30, (int) function("execute_await_token.mlir", "main", mode).invoke(5)); // 5*5 + 5
  }

  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void nestedExecutes(CoroutineMode mode) throws Throwable {
    assertEquals(48, (int) function("nested_execute.mlir", "nested", mode).invoke(6, 7)); // 6*7 + 6
  }

  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void asyncFuncsStartHotAndSuspend(CoroutineMode mode) throws Throwable {
    // twice(1.5) = double(1.5) + double(double(1.5)) = 3 + 6 (the file's @main still holds an
    // async.await, as only async-func-to-async-runtime ran: await the value from Java instead)
    String text = AsyncTestSupport.read(CORO.resolve("async_func.mlir"));
    String withoutMain = text.substring(0, text.lastIndexOf("  func.func @main")) + "}\n";
    MethodHandle twice = AsyncTestSupport.compile("async_func.mlir", withoutMain, mode).handle("twice");
    AsyncValue v = (AsyncValue) twice.invoke(1.5f);
    AsyncRuntime.await(v);
    assertEquals(9.0f, AsyncRuntime.loadFloat(v));
  }

  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void taskWithoutAwaits(CoroutineMode mode) throws Throwable {
    assertEquals(5.0f, (float) function("execute_no_await.mlir", "main", mode).invoke(2.5f));
  }

  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void errorsFlowToTheAwaiter(CoroutineMode mode) throws Throwable {
    MethodHandle check = function("execute_errors.mlir", "check", mode);
    assertEquals(60, (int) check.invoke(3, 10)); // (3 + 3) * 10
    MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> check.invoke(20, 10));
    assertTrue(e.getMessage().contains("Awaited async operand is in error state"), e.getMessage());
  }

  /** After its first suspension a body runs on a worker (state machine) or a virtual thread. */
  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void bodiesRunWhereTheModeSays(CoroutineMode mode) throws Throwable {
    String program = """
        func.func private @onVirtualThread() -> i1 attributes {loomlir.java = "dev.loomlir.codegen.async.ThreadProbe#onVirtualThread"}
        func.func @main() -> i1 {
          %0:2 = call @async_execute_fn() : () -> (!async.token, !async.value<i1>)
          async.runtime.await %0#1 : !async.value<i1>
          %3 = async.runtime.load %0#1 : <i1>
          return %3 : i1
        }
        func.func private @async_execute_fn() -> (!async.token, !async.value<i1>) {
          %0 = async.runtime.create : !async.token
          %1 = async.runtime.create : !async.value<i1>
          %2 = async.coro.id
          %3 = async.coro.begin %2
          %4 = async.coro.save %3
          async.runtime.resume %3
          async.coro.suspend %4, ^bb4, ^bb1, ^bb3
        ^bb1:
          %5 = call @onVirtualThread() : () -> i1
          async.runtime.store %5, %1 : <i1>
          async.runtime.set_available %1 : !async.value<i1>
          async.runtime.set_available %0 : !async.token
          cf.br ^bb2
        ^bb2:
          async.coro.free %2, %3
          cf.br ^bb4
        ^bb3:
          async.coro.free %2, %3
          cf.br ^bb4
        ^bb4:
          async.coro.end %3
          return %0, %1 : !async.token, !async.value<i1>
        }
        """;
    MethodHandle main = AsyncTestSupport.compile("probe.mlir", program, mode).handle("main");
    assertEquals(mode == CoroutineMode.VIRTUAL_THREADS ? 1 : 0, (int) main.invoke());
  }

  /**
   * A coroutine awaiting an object that is already complete goes on in place, on the thread that
   * runs it, as upstream's runtime resumes it at once: its result is complete when the call
   * returns, and the code after the await ran neither on a worker nor on a virtual thread. (Had
   * it been handed off, the result would still be pending on return, or the probe would say so;
   * nothing awaits here, so the calling thread cannot run a queued frame itself.)
   */
  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void continuesPastACompleteAwaitInPlace(CoroutineMode mode) throws Throwable {
    MethodHandle waiter = AsyncTestSupport.compile("ready.mlir", WAITER, mode).handle("waiter");
    AsyncToken done = AsyncRuntime.createToken();
    AsyncRuntime.setAvailable(done);
    AsyncValue v = (AsyncValue) waiter.invoke(done);
    assertTrue(v.isReady(), "the coroutine suspended instead of going on");
    assertEquals(0, AsyncRuntime.loadInt(v));
  }

  /**
   * A pending await whose object the code after the suspension does not use: on virtual threads
   * the ramp hands the object to the thread in a field of its own (normally it travels with the
   * values live across). The coroutine must resume once the token completes, in both modes.
   */
  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void resumesAfterAPendingAwaitOfAnObjectUsedNoMore(CoroutineMode mode) throws Throwable {
    MethodHandle waiter = AsyncTestSupport.compile("pending.mlir", WAITER, mode).handle("waiter");
    AsyncToken later = AsyncRuntime.createToken();
    AsyncValue v = (AsyncValue) waiter.invoke(later);
    assertFalse(v.isReady(), "resumed before the token completed");
    AsyncRuntime.setAvailable(later);
    AsyncRuntime.await(v);
    assertTrue(v.isReady());
    // On virtual threads the code after the await runs on the coroutine's thread; a state
    // machine is resumed by whoever runs the pool's queue, the awaiting test thread included.
    if (mode == CoroutineMode.VIRTUAL_THREADS) assertEquals(1, AsyncRuntime.loadInt(v));
  }
}
