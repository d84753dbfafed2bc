package dev.loomlir.cli;

import dev.loomlir.bench.mlir.BenchArguments;
import dev.loomlir.bench.mlir.BenchmarkSettings;
import dev.loomlir.bench.mlir.BenchmarkSetupException;
import dev.loomlir.bench.mlir.BenchmarkTarget;
import dev.loomlir.bench.mlir.HarnessRun;
import dev.loomlir.bench.mlir.ProgressLine;
import dev.loomlir.bench.mlir.ResultTable;
import dev.loomlir.lowering.pass.PassManager;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code loomlir bench}: benchmarks one function of an .mlir file with JMH. The file is compiled
 * and the function called once here first, so a diagnostic, a missing function or arguments that
 * do not fit are reported as such before JMH starts; then JMH measures it in a fresh JVM (the
 * harness, {@link dev.loomlir.bench.mlir.MlirBenchmark}, is part of this jar).
 */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = Main.VersionProvider.class,
    description = {"Benchmark a function of an MLIR file with JMH (compiled in-process, measured in a forked JVM).",
        "Defaults suit a small machine: 1 fork, 3 warm-up and 5 measured iterations of 1 s, average time per call. "
            + "JMH options after '--' override them (e.g. -- -wi 5 -i 10 -f 2 -prof gc).",
        "Arguments (--args, comma-separated): scalars read with the parameter's type (30, -1.5, true); "
            + "memrefs as TYPE=FILL with FILL iota, zeros, ones, fill(V) or random(SEED), e.g. memref<512x512xf32>=random(1) "
            + "(just FILL when the parameter's sizes are static); or @NAME: a function of the file taking nothing "
            + "whose results are the arguments.",
        "Exit code: 0, 1 for a file that does not compile, bad arguments or a failing benchmark.",
        "Passes: --pass-pipeline, or each pass as a flag (--canonicalize, --cse), as loomlir run takes them."})
final class BenchCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE", description = "The .mlir file.")
  Path file;

  @Parameters(index = "1..*", paramLabel = "JMH-OPTION",
      description = "JMH options, after '--' (as java -jar benchmarks.jar takes them).")
  List<String> jmhOptions = new ArrayList<>();

  @Option(names = {"-f", "--function"}, required = true, paramLabel = "FUNCTION",
      description = "The public function to benchmark.")
  String function;

  @Option(names = "--args", paramLabel = "SPEC", description = "Its arguments (see above); none by default.")
  String args = "";

  @Option(names = "--pass-pipeline", paramLabel = "PIPELINE",
      description = "Passes to run before the default lowering, e.g. builtin.module(canonicalize, cse)")
  String passPipeline;

  @Option(names = "--coroutines", paramLabel = "MODE",
      description = "How coroutines run: state-machine or virtual-threads (default: the compiler's).")
  String coroutines = "";

  @Option(names = "--workers", paramLabel = "N", description = "Worker threads of the async runtime.")
  Integer workers;

  @Option(names = "--json", paramLabel = "FILE", description = "Also write JMH's results as JSON to FILE.")
  Path json;

  @Option(names = "--quick", description = "A smoke run: one short warm-up and one short measured iteration.")
  boolean quick;

  @Option(names = "--verbose", description = "Show JMH's own output instead of the progress line.")
  boolean verbose;

  private final List<PassManager.PassFlag> passFlags;
  private final PrintStream out;
  private final PrintStream err;

  BenchCommand(List<PassManager.PassFlag> passFlags, PrintStream out, PrintStream err) {
    this.passFlags = passFlags;
    this.out = out;
    this.err = err;
  }

  @Override public Integer call() {
    BenchmarkSettings settings;
    String checksum;
    TimeUnit unit;
    try {
      settings = new BenchmarkSettings(file, function, BenchArguments.parse(args), pipeline(), coroutines,
          workers == null ? 0 : positive(workers));
      try (BenchmarkTarget target = BenchmarkTarget.prepare(settings)) {
        checksum = target.checksumText();
        long nanos = target.estimateNanosPerCall();
        unit = HarnessRun.unitFor(nanos);
        out.printf(Locale.ROOT, "loomlir bench: %s : %s from %s; checksum %s; roughly %s per call%n",
            label(settings), target.signature(), file, checksum, roughTime(nanos));
      }
    } catch (BenchmarkSetupException e) {
      err.println(e.getMessage());
      return 1;
    } catch (Throwable t) {
      err.println("loomlir bench: @" + function + " failed: " + t);
      return 1;
    }

    Options options;
    try {
      options = HarnessRun.options(settings, checksum, quick ? HarnessRun.Profile.SMOKE : HarnessRun.Profile.DEFAULT,
          unit, json, jmhOptions);
    } catch (CommandLineOptionException e) {
      err.println("loomlir bench: bad JMH option: " + e.getMessage());
      return 1;
    }
    Collection<RunResult> results;
    try {
      results = HarnessRun.run(options, verbose ? OutputFormatFactory.createFormatInstance(out, VerboseMode.NORMAL)
          : new ProgressLine(out));
    } catch (RunnerException e) {
      err.println("loomlir bench: the benchmark failed: " + rootMessage(e));
      return 1;
    }
    if (results.isEmpty()) {
      err.println("loomlir bench: JMH produced no result (see its output with --verbose)");
      return 1;
    }
    out.println();
    ResultTable.print(results, label(settings), out);
    if (json != null) out.println("JMH results (JSON): " + json);
    return 0;
  }

  /** The pipeline from --pass-pipeline or the pass flags; mlir-opt does not take both. */
  private String pipeline() throws BenchmarkSetupException {
    if (passPipeline != null && !passFlags.isEmpty()) {
      throw new BenchmarkSetupException("<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options");
    }
    if (passPipeline != null) return passPipeline;
    List<String> elements = new ArrayList<>();
    for (PassManager.PassFlag flag : passFlags) {
      elements.add(flag.options() == null ? flag.argument() : flag.argument() + "{" + flag.options() + "}");
    }
    return String.join(", ", elements);
  }

  private static int positive(int n) throws BenchmarkSetupException {
    if (n < 1) throw new BenchmarkSetupException("bad --workers " + n + ": expected a positive number of threads");
    return n;
  }

  private static String label(BenchmarkSettings settings) {
    return "@" + settings.function() + "(" + settings.arguments() + ")";
  }

  private static String roughTime(long nanos) {
    if (nanos < 10_000) return nanos + " ns";
    if (nanos < 10_000_000) return nanos / 1_000 + " us";
    return nanos / 1_000_000 + " ms";
  }

  /** The innermost message: JMH wraps the fork's exception in several layers. */
  private static String rootMessage(Throwable t) {
    Throwable cause = t;
    while (cause.getCause() != null && cause.getCause() != cause) cause = cause.getCause();
    String message = cause.getMessage();
    return message == null ? cause.toString() : message;
  }
}
