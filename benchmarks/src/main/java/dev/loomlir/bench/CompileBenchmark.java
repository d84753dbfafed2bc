package dev.loomlir.bench;

import dev.loomlir.api.CompilationOptions;
import dev.loomlir.api.CompileException;
import dev.loomlir.api.Pipeline;
import dev.loomlir.codegen.CompiledModule;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Compile time, warm: parse, verify, the default lowering (scf to cf) and JVM class emission of a
 * generated module, i.e. everything {@code loomlir run} does before loading the classes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xss64m"})
public class CompileBenchmark {
  @Param("10000")
  public int ops;

  private String text;

  @Setup(Level.Trial)
  public void setUp() {
    text = ModuleGenerator.generate(ops);
  }

  @Benchmark
  public CompiledModule parseLowerEmit() throws CompileException {
    return Pipeline.compile(text, "bench.mlir", CompilationOptions.defaults());
  }
}
