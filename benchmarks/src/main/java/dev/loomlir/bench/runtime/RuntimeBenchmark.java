package dev.loomlir.bench.runtime;

import dev.loomlir.runtime.async.AsyncGroup;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import dev.loomlir.runtime.async.AsyncValue;
import dev.loomlir.runtime.async.CoroFrame;
import dev.loomlir.runtime.async.ProgramRuntime;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The async runtime against its peers, {@link CompletableFuture} (on a ForkJoinPool of the same
 * size, async mode) and plain virtual threads. Each loomlir benchmark does what generated code
 * does for the corresponding ops; see docs/performance-notes.md ("Async runtime") for the numbers.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar RuntimeBenchmark -f 1 -wi 3 -i 5}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RuntimeBenchmark {
  /** Worker threads for both loomlir and the CompletableFuture executor. */
  @Param("2")
  public int workers;

  private ForkJoinPool peerPool;
  /** The program the loomlir benchmarks run in, as a program loaded through the API does. */
  private ProgramRuntime program;

  @Setup(Level.Trial)
  public void setUp() {
    program = ProgramRuntime.create("RuntimeBenchmark", new ProgramRuntime.Settings(workers, false));
    peerPool = new ForkJoinPool(workers, ForkJoinPool.defaultForkJoinWorkerThreadFactory, null, true);
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    peerPool.shutdown();
    program.close(java.time.Duration.ofSeconds(10));
  }

  /** A frame running {@code body}: what a generated one-state coroutine amounts to. */
  static final class Task extends CoroFrame {
    private static final long serialVersionUID = 1L;
    private final Runnable body;

    Task(ProgramRuntime program, Runnable body) {
      super(program);
      this.body = body;
    }

    @Override
    public void resume() { body.run(); }
  }

  // ---- token create / emplace / await, one thread -------------------------------------------

  @Benchmark
  public boolean tokenCreateEmplaceAwait_loomlir() {
    AsyncToken t = AsyncRuntime.createToken(program);
    AsyncRuntime.setAvailable(t);
    AsyncRuntime.await(t, program);
    return AsyncRuntime.isError(t);
  }

  @Benchmark
  public boolean tokenCreateEmplaceAwait_completableFuture() {
    CompletableFuture<Void> f = new CompletableFuture<>();
    f.complete(null);
    f.join();
    return f.isCompletedExceptionally();
  }

  // ---- value store / load, one thread --------------------------------------------------------

  private long counter;

  @Benchmark
  public long valueStoreLoad_loomlir() {
    AsyncValue v = AsyncRuntime.createValue(program);
    AsyncRuntime.storeLong(counter++, v);
    AsyncRuntime.setAvailable(v);
    AsyncRuntime.await(v, program);
    return AsyncRuntime.loadLong(v);
  }

  @Benchmark
  public long valueStoreLoad_completableFuture() {
    CompletableFuture<Long> f = new CompletableFuture<>();
    f.complete(counter++);
    return f.join();
  }

  // ---- fan-out: N tasks added to a group, await_all -----------------------------------------

  @State(Scope.Benchmark)
  public static class FanOut {
    @Param({"1000", "100000"})
    public int tasks;

    long[] slots;

    @Setup(Level.Trial)
    public void setUp() { slots = new long[tasks]; }
  }

  /** async.execute + add_to_group per task, then await_all, as fanout.mlir lowers. */
  @Benchmark
  public long groupAwaitAll_loomlir(FanOut s) {
    int n = s.tasks;
    long[] slots = s.slots;
    AsyncGroup g = AsyncRuntime.createGroup(n, program);
    for (int i = 0; i < n; i++) {
      int k = i;
      AsyncToken t = AsyncRuntime.createToken(program);
      AsyncRuntime.resume(new Task(program, () -> {
        slots[k] = k;
        AsyncRuntime.setAvailable(t);
      }));
      AsyncRuntime.addToGroup(t, g);
    }
    AsyncRuntime.await(g, program);
    return slots[n - 1];
  }

  @Benchmark
  public long groupAwaitAll_completableFuture(FanOut s) {
    int n = s.tasks;
    long[] slots = s.slots;
    CompletableFuture<?>[] fs = new CompletableFuture<?>[n];
    for (int i = 0; i < n; i++) {
      int k = i;
      fs[i] = CompletableFuture.runAsync(() -> slots[k] = k, peerPool);
    }
    CompletableFuture.allOf(fs).join();
    return slots[n - 1];
  }

  @Benchmark
  public long groupAwaitAll_virtualThreads(FanOut s) throws InterruptedException {
    int n = s.tasks;
    long[] slots = s.slots;
    CountDownLatch done = new CountDownLatch(n);
    for (int i = 0; i < n; i++) {
      int k = i;
      Thread.startVirtualThread(() -> {
        slots[k] = k;
        done.countDown();
      });
    }
    done.await();
    return slots[n - 1];
  }

  // ---- ping-pong: spawn one task, await its value at once (pingpong.mlir) -------------------

  @Benchmark
  public long spawnAwait_loomlir() {
    long x = counter++;
    AsyncValue v = AsyncRuntime.createValue(program);
    AsyncRuntime.resume(new Task(program, () -> {
      AsyncRuntime.storeLong(x, v);
      AsyncRuntime.setAvailable(v);
    }));
    AsyncRuntime.await(v, program);
    return AsyncRuntime.loadLong(v);
  }

  @Benchmark
  public long spawnAwait_completableFuture() {
    long x = counter++;
    return CompletableFuture.supplyAsync(() -> x, peerPool).join();
  }

  @Benchmark
  public long spawnAwait_virtualThread() throws InterruptedException {
    long[] box = new long[1];
    long x = counter++;
    Thread t = Thread.startVirtualThread(() -> box[0] = x);
    t.join();
    return box[0];
  }

  // ---- resume latency between workers: a chain of coroutines, each resumed by the last -----

  @State(Scope.Benchmark)
  public static class Chain {
    @Param("1000")
    public int hops;
  }

  /**
   * Each coroutine awaits (await_and_resume) the previous one's token and completes its own, so
   * every hop is one resumption scheduled from a worker onto the pool.
   */
  @Benchmark
  public boolean resumeChain_loomlir(Chain c) {
    AsyncToken first = AsyncRuntime.createToken(program);
    AsyncToken prev = first;
    for (int i = 0; i < c.hops; i++) {
      AsyncToken out = AsyncRuntime.createToken(program);
      AsyncRuntime.awaitAndResume(prev, new Task(program, () -> AsyncRuntime.setAvailable(out)));
      prev = out;
    }
    AsyncRuntime.setAvailable(first);
    AsyncRuntime.await(prev, program);
    return AsyncRuntime.isError(prev);
  }

  @Benchmark
  public boolean resumeChain_completableFuture(Chain c) {
    CompletableFuture<Void> first = new CompletableFuture<>();
    CompletableFuture<Void> prev = first;
    for (int i = 0; i < c.hops; i++) prev = prev.thenRunAsync(() -> {}, peerPool);
    first.complete(null);
    prev.join();
    return prev.isCompletedExceptionally();
  }

  /** Each virtual thread waits for its predecessor's latch, then opens its own. */
  @Benchmark
  public long resumeChain_virtualThreads(Chain c) throws InterruptedException {
    CountDownLatch first = new CountDownLatch(1);
    CountDownLatch prev = first;
    for (int i = 0; i < c.hops; i++) {
      CountDownLatch in = prev;
      CountDownLatch out = new CountDownLatch(1);
      Thread.startVirtualThread(() -> {
        try {
          in.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        out.countDown();
      });
      prev = out;
    }
    first.countDown();
    prev.await();
    return prev.getCount();
  }
}
