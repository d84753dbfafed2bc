package dev.loomlir.bench;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import dev.loomlir.bench.mlir.HarnessRun;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * loomlir's whole JMH suite in one command: frontend throughput, compile time, async runtime
 * operations beside their CompletableFuture and virtual-thread peers, a compiled
 * {@code linalg.matmul} sequential and parallel ({@code ParallelMatmulBenchmark}), and a compiled
 * MLIR function through the harness ({@code MlirBenchmark} on {@code examples/hello.mlir}).
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar}'s JMH main runs any one of them; this
 * runs them all with one of two profiles:
 * <ul>
 *   <li>{@code ci}: smoke sizes, in-process, one short warm-up and measured iteration each —
 *       seconds, to show that everything still runs; the numbers mean little;</li>
 *   <li>{@code full}: the benchmarks' own sizes and iteration counts, one fork each — minutes,
 *       the numbers for docs/benchmarks.md.</li>
 * </ul>
 * Usage: {@code Suite [ci|full] [--json FILE] [JMH options...]} (JMH options win over the profile).
 */
public final class Suite {
  /** The suite's benchmark classes; the harness needs a file, given as parameters below. */
  static final List<String> INCLUDES = List.of(
      "dev\\.loomlir\\.bench\\.FrontendBenchmark\\.",
      "dev\\.loomlir\\.bench\\.CompileBenchmark\\.",
      "dev\\.loomlir\\.bench\\.runtime\\.RuntimeBenchmark\\.",
      "dev\\.loomlir\\.bench\\.parallel\\.ParallelMatmulBenchmark\\.",
      "dev\\.loomlir\\.bench\\.mlir\\.MlirBenchmark\\.");

  private Suite() {}

  public enum Profile { CI, FULL }

  public static void main(String[] args) throws RunnerException, CommandLineOptionException {
    Profile profile = Profile.CI;
    String json = null;
    List<String> jmh = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "ci" -> profile = Profile.CI;
        case "full" -> profile = Profile.FULL;
        case "--json" -> json = args[++i];
        default -> jmh.add(args[i]);
      }
    }
    Collection<RunResult> results = run(profile, json, jmh);
    if (results.isEmpty()) {
      System.err.println("bench suite: no results");
      System.exit(1);
    }
  }

  /** Runs the suite; {@code json} (or null) receives JMH's JSON results. */
  public static Collection<RunResult> run(Profile profile, String json, List<String> jmhArgs)
      throws RunnerException, CommandLineOptionException {
    return run(profile, json, jmhArgs, null);
  }

  /** As above, with JMH's console output going to {@code output} (null: to System.out, as JMH does). */
  public static Collection<RunResult> run(Profile profile, String json, List<String> jmhArgs, OutputFormat output)
      throws RunnerException, CommandLineOptionException {
    CommandLineOptions user = new CommandLineOptions(jmhArgs.toArray(String[]::new));
    ChainedOptionsBuilder b = new OptionsBuilder().parent(user)
        .param("file", "examples/hello.mlir")
        .param("function", "fib")
        .param("args", "90")
        .shouldFailOnError(true);
    if (user.getIncludes().isEmpty()) INCLUDES.forEach(b::include);
    if (profile == Profile.CI) {
      if (!user.getForkCount().hasValue()) b.forks(0);
      if (!user.getWarmupIterations().hasValue()) b.warmupIterations(1);
      if (!user.getWarmupTime().hasValue()) b.warmupTime(TimeValue.milliseconds(100));
      if (!user.getMeasurementIterations().hasValue()) b.measurementIterations(1);
      if (!user.getMeasurementTime().hasValue()) b.measurementTime(TimeValue.milliseconds(200));
      if (!user.getParameter("ops").hasValue()) b.param("ops", "2000");
      if (!user.getParameter("tasks").hasValue()) b.param("tasks", "1000");
      if (!user.getParameter("n").hasValue()) b.param("n", "64");   // ParallelMatmulBenchmark's matrix size
    }
    if (json != null) b.resultFormat(ResultFormatType.JSON).result(json);
    if (!user.getJvmArgsAppend().hasValue()) b.jvmArgsAppend(HarnessRun.forkOptions());
    return output == null ? new Runner(b.build()).run() : new Runner(b.build(), output).run();
  }
}
