package dev.loomlir.runtime.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Races, ordering, error propagation, nesting; every test bounded in time. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ConcurrencyTest {
  @AfterEach
  void restoreDefaults() {
    AsyncRuntimeControl.setWorkerThreads(2);
    AsyncRuntimeControl.reset();
  }

  /** Completion racing with registration: every awaiter is resumed exactly once. */
  @RepeatedTest(200)
  void awaitAndResumeRacingWithCompletionResumesExactlyOnce() throws Exception {
    int n = 64;
    AsyncToken token = AsyncRuntime.createToken();
    AtomicInteger[] resumed = new AtomicInteger[n];
    CountDownLatch all = new CountDownLatch(n);
    CountDownLatch start = new CountDownLatch(1);
    Thread completer = Thread.ofPlatform().start(() -> {
      await(start);
      AsyncRuntime.setAvailable(token);
    });
    for (int i = 0; i < n; i++) {
      AtomicInteger count = resumed[i] = new AtomicInteger();
      CoroFrame f = Tasks.frame(() -> {
        count.incrementAndGet();
        all.countDown();
      });
      if (i == n / 2) start.countDown();
      AsyncRuntime.awaitAndResume(token, f);
    }
    assertTrue(all.await(10, TimeUnit.SECONDS));
    completer.join();
    Thread.sleep(1);
    for (AtomicInteger c : resumed) assertEquals(1, c.get());
  }

  /** isReady: what a state machine asks before suspending at an await; complete in either state. */
  @Test
  void isReadyReportsCompletionOfEveryKind() {
    AsyncToken token = AsyncRuntime.createToken();
    AsyncValue failed = AsyncRuntime.createValue();
    AsyncGroup group = AsyncRuntime.createGroup(1);
    assertFalse(AsyncRuntime.isReady(token));
    assertFalse(AsyncRuntime.isReady(failed));
    assertFalse(AsyncRuntime.isReady(group));
    AsyncRuntime.setAvailable(token);
    AsyncRuntime.setError(failed);
    AsyncRuntime.addToGroup(token, group);
    assertTrue(AsyncRuntime.isReady(token));
    assertTrue(AsyncRuntime.isReady(failed));
    assertTrue(AsyncRuntime.isReady(group));
    assertTrue(AsyncRuntime.isReady(AsyncRuntime.createGroup(0)));
  }

  /** A value's payload, stored before set_available, is what every resumed awaiter loads. */
  @RepeatedTest(50)
  void payloadIsPublishedToAwaitersOnOtherThreads() throws Exception {
    int n = 1000;
    AtomicLong sum = new AtomicLong();
    CountDownLatch done = new CountDownLatch(n);
    for (int i = 0; i < n; i++) {
      AsyncValue v = AsyncRuntime.createValue();
      long payload = i * 3L + 1;
      AsyncRuntime.awaitAndResume(v, Tasks.frame(() -> {
        sum.addAndGet(AsyncRuntime.loadLong(v));
        done.countDown();
      }));
      AsyncRuntime.resume(Tasks.frame(() -> {
        AsyncRuntime.storeLong(payload, v);
        AsyncRuntime.setAvailable(v);
      }));
    }
    assertTrue(done.await(20, TimeUnit.SECONDS));
    assertEquals(3L * n * (n - 1) / 2 + n, sum.get());
  }

  /** Awaiters of one object are resumed in the order they registered (one worker). */
  @Test
  void awaitersResumeInRegistrationOrder() throws Exception {
    AsyncRuntimeControl.setWorkerThreads(1);
    AsyncToken token = AsyncRuntime.createToken();
    int n = 100;
    StringBuilder order = new StringBuilder();
    StringBuilder expected = new StringBuilder();
    CountDownLatch done = new CountDownLatch(n);
    for (int i = 0; i < n; i++) {
      int k = i;
      expected.append(k).append(',');
      AsyncRuntime.awaitAndResume(token, Tasks.frame(() -> {
        order.append(k).append(',');
        done.countDown();
      }));
    }
    AsyncRuntime.setAvailable(token);
    assertTrue(done.await(10, TimeUnit.SECONDS));
    assertEquals(expected.toString(), order.toString());
  }

  /**
   * An ordered chain of tasks as async-to-async-runtime emits them: each awaits the previous
   * one's value, propagates its error, or adds one. The result depends on the order.
   */
  @ParameterizedTest
  @ValueSource(ints = {-1, 0, 500, 999})
  void errorsPropagateThroughAChainOfDependants(int failingStage) throws Exception {
    int stages = 1000;
    AsyncValue first = AsyncRuntime.createValue();
    AsyncValue prev = first;
    AsyncRuntime.storeLong(0, first);
    for (int i = 0; i < stages; i++) {
      AsyncValue in = prev;
      AsyncValue out = AsyncRuntime.createValue();
      boolean fails = i == failingStage;
      AsyncRuntime.awaitAndResume(in, Tasks.frame(() -> {
        if (AsyncRuntime.isError(in) || fails) {
          AsyncRuntime.setError(out); // the coroutine's error block
        } else {
          AsyncRuntime.storeLong(AsyncRuntime.loadLong(in) * 3 + 1, out);
          AsyncRuntime.setAvailable(out);
        }
      }));
      prev = out;
    }
    AsyncRuntime.setAvailable(first);
    AsyncRuntime.await(prev);
    if (failingStage < 0) {
      long expect = 0;
      for (int i = 0; i < stages; i++) expect = expect * 3 + 1;
      assertFalse(AsyncRuntime.isError(prev));
      assertEquals(expect, AsyncRuntime.loadLong(prev));
    } else {
      assertTrue(AsyncRuntime.isError(prev));
    }
  }

  /** A group of tasks with one failing member: await_all completes, the group is in error. */
  @RepeatedTest(20)
  void errorsPropagateIntoGroups() {
    int n = 1000;
    AsyncGroup g = AsyncRuntime.createGroup(n);
    AtomicInteger ran = new AtomicInteger();
    for (int i = 0; i < n; i++) {
      boolean fails = i == 617;
      AsyncToken t = AsyncRuntime.createToken();
      AsyncRuntime.resume(Tasks.frame(() -> {
        ran.incrementAndGet();
        if (fails) AsyncRuntime.setError(t); else AsyncRuntime.setAvailable(t);
      }));
      AsyncRuntime.addToGroup(t, g);
    }
    AsyncRuntime.await(g);
    assertEquals(n, ran.get());
    assertTrue(AsyncRuntime.isError(g));
  }

  /** A coroutine awaiting a group (await_all in a coroutine) resumes after the last member. */
  @RepeatedTest(20)
  void awaitAllAndResumeOnAGroupOfValues() throws Exception {
    int n = 500;
    AsyncGroup g = AsyncRuntime.createGroup(n);
    AsyncValue[] values = new AsyncValue[n];
    for (int i = 0; i < n; i++) {
      AsyncValue v = values[i] = AsyncRuntime.createValue();
      int k = i;
      AsyncRuntime.resume(Tasks.frame(() -> {
        AsyncRuntime.storeInt(k, v);
        AsyncRuntime.setAvailable(v);
      }));
      AsyncRuntime.addToGroup(v, g);
    }
    AtomicLong sum = new AtomicLong(-1);
    CountDownLatch done = new CountDownLatch(1);
    AsyncRuntime.awaitAndResume(g, Tasks.frame(() -> {
      long s = 0;
      for (AsyncValue v : values) s += AsyncRuntime.loadInt(v);
      sum.set(s);
      done.countDown();
    }));
    assertTrue(done.await(10, TimeUnit.SECONDS));
    assertEquals((long) n * (n - 1) / 2, sum.get());
  }

  /**
   * Tasks that block (allowed-to-block functions) on tasks they spawn, nested far deeper than
   * the worker count: compensation keeps the pool alive. The test thread waits on a latch, so
   * every level runs on a pool worker (no help from the caller).
   */
  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void nestedBlockingAwaitsDeeperThanTheWorkerCountComplete(int workers) throws Exception {
    AsyncRuntimeControl.setWorkerThreads(workers);
    int depth = 100;
    AtomicInteger deepest = new AtomicInteger();
    AtomicInteger onWorkers = new AtomicInteger();
    CountDownLatch done = new CountDownLatch(1);
    Tasks.spawn(() -> {
      nest(1, depth, deepest, onWorkers);
      done.countDown();
    });
    assertTrue(done.await(30, TimeUnit.SECONDS));
    assertEquals(depth, deepest.get());
    assertEquals(depth, onWorkers.get());
  }

  private static void nest(int level, int depth, AtomicInteger deepest, AtomicInteger onWorkers) {
    deepest.accumulateAndGet(level, Math::max);
    if (Thread.currentThread() instanceof java.util.concurrent.ForkJoinWorkerThread) {
      onWorkers.incrementAndGet();
    }
    if (level == depth) return;
    AsyncToken child = Tasks.spawn(() -> nest(level + 1, depth, deepest, onWorkers));
    AsyncRuntime.await(child); // a blocking await on a worker thread
  }

  /** The same nesting awaited from the main thread, which helps run the first levels. */
  @RepeatedTest(5)
  void nestedBlockingAwaitsFromTheMainThread() {
    AsyncRuntimeControl.setWorkerThreads(1);
    AtomicInteger deepest = new AtomicInteger();
    AsyncRuntime.await(Tasks.spawn(() -> nest(1, 100, deepest, new AtomicInteger())));
    assertEquals(100, deepest.get());
  }

  /**
   * The only worker queues two frames and will not finish until someone else has run one: the
   * awaiting main thread, idle by then, must get the second (from the worker's own deque it
   * could not take it, and the test would time out with no frame run elsewhere).
   */
  @RepeatedTest(5)
  void aWorkerWithQueuedWorkHandsNewFramesToTheIdleAwaitingCaller() {
    AsyncRuntimeControl.setWorkerThreads(1);
    AtomicReference<Thread> first = new AtomicReference<>();
    AtomicReference<Thread> second = new AtomicReference<>();
    CountDownLatch onTheWorker = new CountDownLatch(1);
    AsyncToken done = Tasks.spawn(() -> {
      onTheWorker.countDown();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      while (ProgramRuntime.shared().workers.idleHelper.get() == null && System.nanoTime() < deadline) Thread.onSpinWait();
      AsyncRuntime.resume(Tasks.frame(() -> first.set(Thread.currentThread())));
      AsyncRuntime.resume(Tasks.frame(() -> second.set(Thread.currentThread())));
      while (second.get() == null && System.nanoTime() < deadline) Thread.onSpinWait();
    });
    await(onTheWorker); // not before: the awaiting caller would run the task itself
    AsyncRuntime.await(done);
    assertEquals(Thread.currentThread(), second.get());
  }

  /**
   * With as many workers as processors, the caller awaiting a group parks instead of running its
   * queued members: every worker is busy (blocked on a gate, here) and the members wait for them.
   */
  @RepeatedTest(3)
  void aGroupAwaitDoesNotHelpWhenTheWorkersFillTheMachine() {
    int workers = Runtime.getRuntime().availableProcessors();
    AsyncRuntimeControl.setWorkerThreads(workers);
    Thread caller = Thread.currentThread();
    CountDownLatch gate = new CountDownLatch(1);
    CountDownLatch workersHeld = new CountDownLatch(workers);
    AtomicInteger ranOnCaller = new AtomicInteger();
    int queued = 8;
    AsyncGroup g = AsyncRuntime.createGroup(workers + queued);
    for (int i = 0; i < workers; i++) {
      AsyncRuntime.addToGroup(Tasks.spawn(() -> {
        workersHeld.countDown();
        await(gate);
      }), g);
    }
    await(workersHeld); // the members below stay queued until the gate opens
    for (int i = 0; i < queued; i++) {
      AsyncRuntime.addToGroup(Tasks.spawn(() -> {
        if (Thread.currentThread() == caller) ranOnCaller.incrementAndGet();
      }), g);
    }
    Thread.ofPlatform().start(() -> {
      sleep(50); // the caller is in its await by then, where a helping caller would take the queued members
      gate.countDown();
    });
    AsyncRuntime.await(g);
    assertFalse(AsyncRuntime.isError(g));
    assertEquals(0, ranOnCaller.get());
  }

  /**
   * With a processor left free (fewer workers than processors), the caller awaiting a group runs
   * its queued members: the only worker holds its task until they all ran elsewhere.
   */
  @RepeatedTest(3)
  void aGroupAwaitHelpsWhenAProcessorIsFree() {
    assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs a processor beside the worker");
    AsyncRuntimeControl.setWorkerThreads(1);
    Thread caller = Thread.currentThread();
    int queued = 8;
    CountDownLatch membersRan = new CountDownLatch(queued);
    AtomicInteger ranOnCaller = new AtomicInteger();
    AsyncGroup g = AsyncRuntime.createGroup(1 + queued);
    CountDownLatch onTheWorker = new CountDownLatch(1);
    AsyncRuntime.addToGroup(Tasks.spawn(() -> {
      onTheWorker.countDown();
      try {
        membersRan.await(20, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }), g);
    await(onTheWorker); // not before: the caller must not take the worker's task itself
    for (int i = 0; i < queued; i++) {
      AsyncRuntime.addToGroup(Tasks.spawn(() -> {
        if (Thread.currentThread() == caller) ranOnCaller.incrementAndGet();
        membersRan.countDown();
      }), g);
    }
    AsyncRuntime.await(g);
    assertEquals(queued, ranOnCaller.get());
  }

  /** Blocking awaits from many non-worker threads at once, all on one token. */
  @RepeatedTest(20)
  void manyThreadsBlockOnOneToken() throws Exception {
    AsyncToken t = AsyncRuntime.createToken();
    int n = 16;
    Thread[] threads = new Thread[n];
    AtomicInteger woke = new AtomicInteger();
    for (int i = 0; i < n; i++) {
      threads[i] = (i % 2 == 0 ? Thread.ofPlatform() : Thread.ofVirtual()).start(() -> {
        AsyncRuntime.await(t);
        woke.incrementAndGet();
      });
    }
    Thread.sleep(2);
    AsyncRuntime.setAvailable(t);
    for (Thread th : threads) th.join(10_000);
    assertEquals(n, woke.get());
  }

  /** The fan-out benchmark's shape: 1,000,000 tasks in one group. */
  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  @Timeout(value = 30, unit = TimeUnit.SECONDS)
  void aMillionTasksInOneGroup(int workers) {
    AsyncRuntimeControl.setWorkerThreads(workers);
    int n = 1_000_000;
    long[] slots = new long[n];
    AsyncGroup g = AsyncRuntime.createGroup(n);
    for (int i = 0; i < n; i++) {
      int k = i;
      AsyncToken t = AsyncRuntime.createToken();
      AsyncRuntime.resume(Tasks.frame(() -> {
        slots[k] = k;
        AsyncRuntime.setAvailable(t);
      }));
      AsyncRuntime.addToGroup(t, g);
    }
    AsyncRuntime.await(g);
    long sum = 0;
    for (long s : slots) sum += s;
    assertEquals((long) n * (n - 1) / 2, sum);
  }

  /** A virtual-thread coroutine: suspend parks, await_and_resume unparks. */
  @RepeatedTest(20)
  void threadCoroutinesSuspendAndResume() throws Exception {
    int n = 200;
    AtomicReferenceArray<String> results = new AtomicReferenceArray<>(n);
    AsyncGroup g = AsyncRuntime.createGroup(n);
    AsyncToken gate = AsyncRuntime.createToken();
    for (int i = 0; i < n; i++) {
      int k = i;
      AsyncValue out = AsyncRuntime.createValue();
      AsyncRuntime.addToGroup(out, g);
      ThreadCoroutine.startVirtual(() -> {
        ThreadCoroutine self = ThreadCoroutine.ofCurrentThread();
        AsyncRuntime.awaitAndResume(gate, self);
        self.suspend();
        results.set(k, "r" + k);
        AsyncRuntime.storeObject(results.get(k), out);
        AsyncRuntime.setAvailable(out);
      });
    }
    Thread.sleep(1);
    assertFalse(g.isReady());
    AsyncRuntime.setAvailable(gate);
    AsyncRuntime.await(g);
    for (int i = 0; i < n; i++) assertEquals("r" + i, results.get(i));
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
