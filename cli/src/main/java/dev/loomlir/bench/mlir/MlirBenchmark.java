package dev.loomlir.bench.mlir;

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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The JMH harness for compiled MLIR: one public function of an .mlir file, compiled in-process
 * through the Java API, called with the same arguments in every invocation. Its result goes to a
 * Blackhole (memref results and the memrefs a void function writes stay reachable from the
 * state), so the JIT cannot drop the work.
 *
 * <p>Parameters (all strings, as JMH passes them; see {@link BenchmarkSettings}): {@code file},
 * {@code function}, {@code args} ({@code "30"}, {@code "memref<256x256xf32>=iota, 3"} or
 * {@code "@make_inputs"}), {@code passes}, {@code coroutines}, {@code workers}, and
 * {@code checksum}: when set, the trial fails unless the first call's checksum is that value
 * (how {@code loomlir bench} makes sure the fork measures what it checked).
 *
 * <p>Run it with {@code loomlir bench FILE -f FUNCTION --args ...}, or from any jar holding
 * loomlir: {@code java -cp loomlir.jar org.openjdk.jmh.Main MlirBenchmark -p file=... -p function=...}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MlirBenchmark {
  @Param("")
  public String file;

  @Param("main")
  public String function;

  @Param("")
  public String args;

  @Param("")
  public String passes;

  @Param("")
  public String coroutines;

  @Param("")
  public String workers;

  @Param("")
  public String checksum;

  private BenchmarkTarget target;

  @Setup(Level.Trial)
  public void setUp() throws BenchmarkSetupException {
    target = BenchmarkTarget.prepare(
        BenchmarkSettings.fromParameters(file, function, args, passes, coroutines, workers));
    if (!checksum.isBlank() && !checksum.strip().equals(target.checksumText())) {
      throw new BenchmarkSetupException("@" + function + " computed checksum " + target.checksumText()
          + " in the benchmark JVM, expected " + checksum.strip());
    }
  }

  @Benchmark
  public void call(Blackhole blackhole) throws Throwable {
    blackhole.consume(target.invoke());
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    if (target != null) target.close();
  }
}
