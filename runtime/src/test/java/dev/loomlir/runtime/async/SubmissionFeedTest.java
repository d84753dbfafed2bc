package dev.loomlir.runtime.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
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
 * many spawning threads and any number of workers; closing waits for fed tasks. Fed frames run in
 * batches ({@link FrameBatch}): a frame that blocks must not wait for the frames after it, nor
 * for frames fed while it blocks, and slow batches spread over the workers.
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

  /** A task running {@code body}. */
  private static void spawn(ProgramRuntime p, Runnable body) {
    AsyncRuntime.resume(new CoroFrame(p) {
      private static final long serialVersionUID = 1L;

      @Override public void resume() { body.run(); }
    });
  }

  /**
   * Spawns tasks that do nothing until the next spawn of this thread goes to the feed, counting
   * from an await (the count is the thread's, across programs: an earlier test may have left it high).
   */
  private static void spendDirectSubmissions(ProgramRuntime p) {
    AsyncToken ready = AsyncRuntime.createToken(p);
    AsyncRuntime.setAvailable(ready);
    AsyncRuntime.await(ready, p);
    for (int i = 0; i < WorkerPool.DIRECT_SUBMISSIONS; i++) spawn(p, () -> {});
  }

  private static void await(CountDownLatch latch) {
    try {
      assertTrue(latch.await(30, TimeUnit.SECONDS), "latch");
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
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

  /**
   * A fed task blocks on a token that a task fed right after it completes: both make one batch,
   * the blocking one first (a fed task holds the drainer until both are fed), so the batch must
   * hand the later frame to the pool when the earlier one blocks; a split cannot, since a batch
   * looks at the clock only after its first frame.
   */
  @ParameterizedTest(name = "{0} workers")
  @ValueSource(ints = {1, 2})
  void aFedTaskBlockingOnALaterTaskOfItsBatchDoesNotWaitForItself(int workers) {
    ProgramRuntime p = program(workers);
    CountDownLatch holding = new CountDownLatch(1);
    CountDownLatch bothFed = new CountDownLatch(1);
    AsyncToken later = AsyncRuntime.createToken(p);
    AsyncToken blockerDone = AsyncRuntime.createToken(p);
    spendDirectSubmissions(p);
    spawn(p, () -> { // holds the drainer, so that the next two make its next batch, in order
      holding.countDown();
      await(bothFed);
    });
    await(holding);
    spawn(p, () -> {
      AsyncRuntime.await(later, p); // blocks the worker: a function that awaits, called by a task
      AsyncRuntime.setAvailable(blockerDone);
    });
    spawn(p, () -> AsyncRuntime.setAvailable(later));
    bothFed.countDown();
    AsyncRuntime.await(blockerDone, p);
    assertFalse(AsyncRuntime.isError(blockerDone));
    assertTrue(p.close(Duration.ofSeconds(10)));
  }

  /**
   * A fed task blocks on a token that a task fed only once it blocks completes: the blocked
   * drainer must have left the feed to another.
   */
  @ParameterizedTest(name = "{0} workers")
  @ValueSource(ints = {1, 2})
  void aTaskFedWhileTheDrainerBlocksStillRuns(int workers) {
    ProgramRuntime p = program(workers);
    CountDownLatch blocking = new CountDownLatch(1);
    AsyncToken later = AsyncRuntime.createToken(p);
    AsyncToken blockerDone = AsyncRuntime.createToken(p);
    spendDirectSubmissions(p);
    spawn(p, () -> {
      blocking.countDown();
      AsyncRuntime.await(later, p);
      AsyncRuntime.setAvailable(blockerDone);
    });
    await(blocking);
    spawn(p, () -> AsyncRuntime.setAvailable(later)); // fed: this thread has not awaited the runtime
    AsyncRuntime.await(blockerDone, p);
    assertFalse(AsyncRuntime.isError(blockerDone));
    assertTrue(p.close(Duration.ofSeconds(10)));
  }

  /** Slow fed tasks (2 ms each) do not stay in the batch that took them: both workers run them. */
  @org.junit.jupiter.api.Test
  void slowFedTasksSpreadOverTheWorkers() {
    ProgramRuntime p = program(2);
    int n = 40;
    Set<Thread> ranOn = ConcurrentHashMap.newKeySet();
    AsyncGroup group = AsyncRuntime.createGroup(n, p);
    spendDirectSubmissions(p);
    for (int i = 0; i < n; i++) {
      AsyncToken done = AsyncRuntime.createToken(p);
      spawn(p, () -> {
        ranOn.add(Thread.currentThread());
        try {
          Thread.sleep(2);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        AsyncRuntime.setAvailable(done);
      });
      AsyncRuntime.addToGroup(done, group);
    }
    AsyncRuntime.await(group, p);
    assertTrue(ranOn.size() >= 2, "slow fed tasks ran on " + ranOn);
    assertTrue(p.close(Duration.ofSeconds(10)));
  }
}
