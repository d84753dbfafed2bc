package dev.loomlir.bench;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Operation;
import dev.loomlir.syntax.parse.Parser;
import dev.loomlir.syntax.print.PrintOptions;
import dev.loomlir.syntax.print.Printer;
import dev.loomlir.verify.Verifier;
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
 * Frontend throughput on a generated module: parse, verify and print (what {@code mlir-opt f}
 * does), and each step alone. Compare with {@code mlir-opt-22} on the same file via
 * {@code scripts/bench-frontend}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
// A batch compiler: a young generation large enough that a whole parsed module dies young.
@Fork(value = 1, jvmArgs = {"-Xss64m", "-Xms6g", "-Xmx6g", "-Xmn4g", "-XX:+UseParallelGC"})
public class FrontendBenchmark {
  @Param("200000")
  public int ops;

  private Context context;
  private String text;
  private Operation parsed;

  @Setup(Level.Trial)
  public void setUp() {
    context = Dialects.newContext();
    text = ModuleGenerator.generate(ops);
    parsed = parse();
  }

  private Operation parse() {
    return Parser.parseModule(context, new SourceBuffer("bench.mlir", text));
  }

  @Benchmark
  public String parseVerifyPrint() {
    Operation module = parse();
    Verifier.verify(module);
    return Printer.print(module, PrintOptions.DEFAULT);
  }

  @Benchmark
  public Operation parseOnly() {
    return parse();
  }

  @Benchmark
  public String printOnly() {
    return Printer.print(parsed, PrintOptions.DEFAULT);
  }
}
