package dev.loomlir.bench.facade;

import dev.loomlir.api.CompilationOptions;
import dev.loomlir.api.CompiledProgram;
import dev.loomlir.api.Loomlir;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of calling a trivial MLIR function ({@code trivial-kernels.mlir}'s {@code @add}) through
 * its generated facade ({@code TrivialKernels}, made by the build), against a static call of the
 * same function written in Java, and, for scale, through the API's typed handle and boxed call.
 * The arguments come from fields, so nothing folds to a constant.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class FacadeCallBenchmark {
  public long a = 40;
  public long b = 2;
  private CompiledProgram program;
  private MethodHandle handle;

  @Setup(Level.Trial)
  public void compile() throws Exception {
    String source;
    try (InputStream in = FacadeCallBenchmark.class.getResourceAsStream("trivial-kernels.mlir")) {
      source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    program = Loomlir.compile(source, "trivial-kernels.mlir", CompilationOptions.defaults());
    handle = program.function("add");
  }

  @TearDown(Level.Trial)
  public void close() { program.close(); }

  @Benchmark
  public long facade() { return TrivialKernels.add(a, b); }

  @Benchmark
  public long javaStatic() { return HandWritten.add(a, b); }

  @Benchmark
  public long apiHandle() throws Throwable { return (long) handle.invokeExact(a, b); }

  @Benchmark
  public Object apiBoxedCall() { return program.call("add", a, b); }
}
