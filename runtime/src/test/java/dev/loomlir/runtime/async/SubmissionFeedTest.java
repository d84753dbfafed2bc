package dev.loomlir.runtime.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Threads outside the pool that spawn more than {@link WorkerPool#DIRECT_SUBMISSIONS} tasks before
 * they await hand the rest to the workers through the {@link SubmissionFeed}: every task runs
 * exactly once, whoever drains it (a worker, or the caller helping at its await), with one or
 * many spawning threads and any number of workers; closing waits for fed tasks.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SubmissionFeedTest {
  private static ProgramRuntime program(int workers) {
    return ProgramRuntime.create("feed.mlir", new ProgramRuntime.Settings(workers, false));
  }

  /** {@code async.execute { runs[i]++ }} added to {@code group}, as fanout.mlir lowers. */
  private static void spawn(ProgramRuntime p, AsyncGroup group, AtomicIntegerArray runs, int i) {
    AsyncToken done = AsyncRuntime.createToken(p);
    AsyncRuntime.resume(new CoroFrame(p) {
      private static final long serialVersionUID = 1L;

      @Override public void resume() {
        runs.incrementAndGet(i);
        AsyncRuntime.setAvailable(done);
      }
    });
    AsyncRuntime.addToGroup(done, group);
  }

  private static void assertEachRanOnce(AtomicIntegerArray runs) {
    for (int i = 0; i < runs.length(); i++) assertEquals(1, runs.get(i), "task " + i);
  }

  @ParameterizedTest(name = "{0} workers")
  @ValueSource(ints = {1, 2, 8})
  void aFanOutFromOneThreadRunsEveryTaskOnce(int workers) {
    ProgramRuntime p = program(workers);
    for (int round = 0; round < 20; round++) {
      int n = 20_000;
      AtomicIntegerArray runs = new AtomicIntegerArray(n);
      AsyncGroup group = AsyncRuntime.createGroup(n, p);
      for (int i = 0; i < n; i++) spawn(p, group, runs, i);
      AsyncRuntime.await(group, p); // the caller helps here, taking drains from the submission queue
      assertFalse(AsyncRuntime.isError(group));
      assertEachRanOnce(runs);
    }
    assertTrue(p.close(Duration.ofSeconds(10)));
  }

  @ParameterizedTest(name = "{0} workers")
  @ValueSource(ints = {1, 2, 8})
  void fourThreadsFanningOutAtOnceEachRunTheirTasksOnce(int workers) throws Exception {
    ProgramRuntime p = program(workers);
    int n = 50_000;
    List<Thread> spawners = new ArrayList<>();
    List<AtomicIntegerArray> runs = new ArrayList<>();
    AtomicReference<Throwable> failed = new AtomicReference<>();
    for (int t = 0; t < 4; t++) {
      AtomicIntegerArray mine = new AtomicIntegerArray(n);
      runs.add(mine);
      spawners.add(Thread.ofPlatform().start(() -> {
        try {
          AsyncGroup group = AsyncRuntime.createGroup(n, p);
          for (int i = 0; i < n; i++) spawn(p, group, mine, i);
          AsyncRuntime.await(group, p);
        } catch (Throwable e) {
          failed.set(e);
        }
      }));
    }
    for (Thread t : spawners) t.join();
    if (failed.get() != null) throw new AssertionError(failed.get());
    for (AtomicIntegerArray r : runs) assertEachRanOnce(r);
    assertTrue(p.close(Duration.ofSeconds(10)));
  }

  /** The program's quiescence covers fed tasks not yet drained: close waits for all of them. */
  @ParameterizedTest(name = "{0} workers")
  @ValueSource(ints = {1, 2})
  void closeWaitsForFedTasksTheCallerNeverAwaited(int workers) {
    ProgramRuntime p = program(workers);
    int n = 10_000;
    AtomicIntegerArray runs = new AtomicIntegerArray(n);
    AsyncGroup group = AsyncRuntime.createGroup(n, p);
    for (int i = 0; i < n; i++) spawn(p, group, runs, i);
    assertTrue(p.close(Duration.ofSeconds(10)));
    assertTrue(AsyncRuntime.isReady(group));
    assertEachRanOnce(runs);
  }
}
