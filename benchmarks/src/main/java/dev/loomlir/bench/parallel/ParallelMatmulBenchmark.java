package dev.loomlir.bench.parallel;

import dev.loomlir.api.CompilationOptions;
import dev.loomlir.api.CompiledProgram;
import dev.loomlir.api.Loomlir;
import dev.loomlir.runtime.memref.MemRefF32;
import java.lang.invoke.MethodHandle;
import java.util.Arrays;
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
 * A compiled {@code linalg.matmul} (n×n f32, after a {@code linalg.fill} of the result) two ways,
 * through the Java API: upstream's parallel pipeline ({@code convert-linalg-to-parallel-loops},
 * {@code async-parallel-for}, then the default lowering) and the default lowering alone
 * ({@code convert-linalg-to-loops}: the same loop nest, sequential). The ratio of the two is the
 * parallel speed-up on {@code workers} runtime threads; see docs/performance-notes.md ("Running
 * parallel loops") for the figures.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar ParallelMatmulBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ParallelMatmulBenchmark {
  private static final String SOURCE = """
      func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
        %zero = arith.constant 0.0 : f32
        linalg.fill ins(%zero : f32) outs(%c : memref<?x?xf32>)
        linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
        return
      }
      """;

  /** Matrix size. */
  @Param("256")
  public int n;

  /** Threads of the async runtime. */
  @Param("2")
  public int workers;

  private CompiledProgram sequentialProgram;
  private CompiledProgram parallelProgram;
  private MethodHandle sequential;
  private MethodHandle parallel;
  private MemRefF32 a;
  private MemRefF32 b;
  private MemRefF32 c;

  @Setup(Level.Trial)
  public void setUp() throws Throwable {
    CompilationOptions options = CompilationOptions.defaults().withWorkerThreads(workers);
    sequentialProgram = Loomlir.compile(SOURCE, "matmul-sequential.mlir", options);
    parallelProgram = Loomlir.compile(SOURCE, "matmul-parallel.mlir",
        options.withPasses("convert-linalg-to-parallel-loops", "async-parallel-for"));
    sequential = sequentialProgram.function("matmul");
    parallel = parallelProgram.function("matmul");
    a = matrix(n, 3, 7);
    b = matrix(n, 5, 11);
    c = MemRefF32.of(new float[n * n], n, n);
    checkSameResult();
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    sequentialProgram.close();
    parallelProgram.close();
  }

  @Benchmark
  public MemRefF32 sequential() throws Throwable {
    sequential.invokeExact(a, b, c);
    return c;
  }

  @Benchmark
  public MemRefF32 parallel() throws Throwable {
    parallel.invokeExact(a, b, c);
    return c;
  }

  /** Small integer entries (i * p + j) mod q - q / 2: every product sum is exact in f32. */
  private static MemRefF32 matrix(int n, int p, int q) {
    float[] data = new float[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) data[i * n + j] = (i * p + j) % q - q / 2;
    }
    return MemRefF32.of(data, n, n);
  }

  /** Both programs must compute the same product, or the comparison means nothing. */
  private void checkSameResult() throws Throwable {
    sequential.invokeExact(a, b, c);
    float[] expected = c.data.clone();
    Arrays.fill(c.data, -1f);
    parallel.invokeExact(a, b, c);
    if (!Arrays.equals(expected, c.data)) throw new IllegalStateException("parallel matmul differs from sequential");
  }
}
