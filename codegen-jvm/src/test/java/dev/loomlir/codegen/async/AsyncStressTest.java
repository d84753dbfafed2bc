package dev.loomlir.codegen.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.loomlir.codegen.CoroutineMode;
import dev.loomlir.codegen.LoadedModule;
import dev.loomlir.runtime.async.AsyncRuntimeControl;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Stress programs under {@code async-stress/} (lowered by mlir-opt-22 like the other async
 * tests), in both coroutine modes with 2 workers, each bounded in time. Expected values are
 * worked out by hand in each program's header.
 */
class AsyncStressTest {
  private static final Path DIR = Path.of("src/test/resources/async-stress");
  private static final Duration LIMIT = Duration.ofSeconds(120);

  @BeforeAll
  static void twoWorkers() { AsyncRuntimeControl.setWorkerThreads(2); }

  @AfterAll
  static void defaultWorkers() { AsyncRuntimeControl.useDefaultWorkerThreads(); }

  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void millionTasksInOneGroup(CoroutineMode mode) { assertPrints("group_million", mode, "499999500000\n"); }

  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void tenThousandNestedAwaitsInsideTasks(CoroutineMode mode) { assertPrints("nested_awaits", mode, "10000\n"); }

  /** Upstream's runtime hangs on this one: its blocked workers are not compensated. */
  @ParameterizedTest
  @EnumSource(CoroutineMode.class)
  void blockingAwaitChainDeeperThanTheWorkers(CoroutineMode mode) { assertPrints("blocking_chain", mode, "2080\n"); }

  private static void assertPrints(String program, CoroutineMode mode, String expected) {
    String text = AsyncTestSupport.read(DIR.resolve(program + ".lowered.mlir"));
    LoadedModule module = AsyncTestSupport.compile(program + ".mlir", text, mode);
    assertTimeoutPreemptively(LIMIT, () -> assertEquals(expected, AsyncTestSupport.runMain(module, false)));
  }
}
