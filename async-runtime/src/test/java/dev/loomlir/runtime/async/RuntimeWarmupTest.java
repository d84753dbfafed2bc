package dev.loomlir.runtime.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 30, unit = TimeUnit.SECONDS)
class RuntimeWarmupTest {
  @AfterEach
  void off() {
    AsyncRuntimeControl.setRefCountChecking(false);
    AsyncRuntimeControl.reset();
  }

  /** With upstream's counts checked, every object the warm-up creates is released, and no task fails. */
  @Test
  void leavesNoTaskRunningAndNoReferenceBehind() {
    AsyncRuntimeControl.reset();
    AsyncRuntimeControl.setRefCountChecking(true);
    RuntimeWarmup.run();
    assertTrue(AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(10)), "warm-up tasks still running");
    assertEquals("", AsyncRuntimeControl.refCountReport().toString());
    assertNull(AsyncRuntimeControl.firstTaskFailure());
  }

  @Test
  void completesWithASingleWorker() {
    AsyncRuntimeControl.setWorkerThreads(1);
    try {
      RuntimeWarmup.run();
      assertTrue(AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(10)));
    } finally {
      AsyncRuntimeControl.useDefaultWorkerThreads();
    }
  }
}
