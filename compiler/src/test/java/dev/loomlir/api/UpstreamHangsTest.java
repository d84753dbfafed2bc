package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.codegen.CoroutineMode;
import java.lang.invoke.MethodHandle;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The two programs of {@code test-corpus/lit/async-run/upstream-hangs.mlir} (upstream hangs on
 * them in about one run of three), called many times in one JVM with 1, 2 and 8 workers in both
 * coroutine modes: every call returns, with the right answer.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class UpstreamHangsTest {
  private static final int CALLS = 500;

  private static final String SOURCE = """
      func.func @nested() -> i64 {
        %t16 = async.execute { async.yield }
        %t38 = async.execute [%t16] {
          async.await %t16 : !async.token
          %t26 = async.execute [%t16] { async.yield }
          async.await %t26 : !async.token
          async.yield
        }
        async.await %t38 : !async.token
        %c1 = arith.constant 1 : i64
        return %c1 : i64
      }

      func.func @group() -> index {
        %c2 = arith.constant 2 : index
        %g = async.create_group %c2 : !async.group
        %t34 = async.execute { async.yield }
        %r0 = async.add_to_group %t34, %g : !async.token
        %t35, %v35 = async.execute [%t34] -> !async.value<f32> {
          async.await %t34 : !async.token
          %f = arith.constant 1.0 : f32
          async.yield %f : f32
        }
        %r1 = async.add_to_group %t35, %g : !async.token
        async.await_all %g
        return %r0 : index
      }
      """;

  @ParameterizedTest(name = "{0} workers, {1}")
  @CsvSource({"1, STATE_MACHINE", "2, STATE_MACHINE", "8, STATE_MACHINE",
      "1, VIRTUAL_THREADS", "2, VIRTUAL_THREADS", "8, VIRTUAL_THREADS"})
  void everyCallReturnsTheRightAnswer(int workers, CoroutineMode mode) throws Throwable {
    CompilationOptions options = CompilationOptions.defaults().withWorkerThreads(workers).withCoroutines(mode)
        .withRefCountChecking(true);
    try (CompiledProgram p = Loomlir.compile(SOURCE, "upstream-hangs.mlir", options)) {
      MethodHandle nested = p.function("nested");
      MethodHandle group = p.function("group");
      for (int i = 0; i < CALLS; i++) {
        assertEquals(1L, (long) nested.invokeExact(), "call " + i);
        assertEquals(0L, (long) group.invokeExact(), "call " + i);
      }
      p.awaitTasks(java.time.Duration.ofSeconds(10));
      assertEquals("", p.refCountReport().toString());
    }
  }
}
