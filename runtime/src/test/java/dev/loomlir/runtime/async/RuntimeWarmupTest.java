package dev.loomlir.runtime.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    RuntimeWarmup.run(ProgramRuntime.shared()); // counted here, to show that it releases everything
    assertTrue(AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(10)), "warm-up tasks still running");
    assertEquals("", AsyncRuntimeControl.refCountReport().toString());
    assertNull(AsyncRuntimeControl.firstTaskFailure());
  }

  @Test
  void completesWithASingleWorker() {
    AsyncRuntimeControl.setWorkerThreads(1);
    try {
      RuntimeWarmup.run(ProgramRuntime.shared());
      assertTrue(AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(10)));
    } finally {
      AsyncRuntimeControl.useDefaultWorkerThreads();
    }
  }

  /** A warm-up that could not start the pool (a bad worker count) is skipped, and tried again next time. */
  @Test
  void aFailedWarmUpIsRetried() {
    String before = System.getProperty(WorkerPool.PROPERTY);
    // Drop any pool (a size it does not have), then leave the size to the property again.
    AsyncRuntimeControl.setWorkerThreads(7);
    AsyncRuntimeControl.useDefaultWorkerThreads();
    System.setProperty(WorkerPool.PROPERTY, "none");
    try {
      RuntimeWarmup.runOnce(ProgramRuntime.shared()); // best effort: the program's first task reports the bad count
      assertFalse(RuntimeWarmup.hasRun());
    } finally {
      if (before == null) System.clearProperty(WorkerPool.PROPERTY);
      else System.setProperty(WorkerPool.PROPERTY, before);
    }
    AsyncRuntimeControl.reset();
    AsyncRuntimeControl.setRefCountChecking(true);
    RuntimeWarmup.runOnce(ProgramRuntime.shared());
    assertTrue(RuntimeWarmup.hasRun());
    assertTrue(AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(10)));
    // The program's own checking is back on, and the warm-up left nothing for it to report.
    assertTrue(AsyncRuntimeControl.refCountChecking());
    assertEquals("", AsyncRuntimeControl.refCountReport().toString());
  }
}
