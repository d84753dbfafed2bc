package dev.loomlir.bench.mlir;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs {@link MlirBenchmark} through JMH's Runner: the settings become the harness's
 * parameters, the user's JMH options (as {@code java -jar benchmarks.jar} takes them) win over
 * the defaults, and the defaults suit a small machine: one fork, 3 warm-up and 5 measured
 * iterations of one second, average time per call.
 */
public final class HarnessRun {
  /** How long the default run is: forks, warm-up and measured iterations and their length. */
  public record Profile(int forks, int warmupIterations, TimeValue warmupTime, int iterations, TimeValue iterationTime) {
    public static final Profile DEFAULT = new Profile(1, 3, TimeValue.seconds(1), 5, TimeValue.seconds(1));
    /** For tests: a few hundred milliseconds in all, plus the fork's start. */
    public static final Profile SMOKE = new Profile(1, 1, TimeValue.milliseconds(100), 1, TimeValue.milliseconds(200));
  }

  private HarnessRun() {}

  /**
   * The JMH options of a run.
   *
   * @param checksum the checksum the fork must compute (from {@link BenchmarkTarget#checksumText}), or null
   * @param unit the unit scores are reported in, unless the JMH options choose one
   * @param json where to write JMH's JSON results, or null
   * @param jmhArgs JMH command-line options ({@code -wi 5 -prof gc}); they override the profile
   */
  public static Options options(BenchmarkSettings settings, String checksum, Profile profile, TimeUnit unit,
                                Path json, List<String> jmhArgs) throws CommandLineOptionException {
    CommandLineOptions user = new CommandLineOptions(jmhArgs.toArray(String[]::new));
    ChainedOptionsBuilder b = new OptionsBuilder().parent(user)
        .include("^" + MlirBenchmark.class.getName().replace(".", "\\.") + "\\.call$")
        .param("file", settings.file().toAbsolutePath().toString())
        .param("function", settings.function())
        .param("args", settings.arguments().toString())
        .param("passes", settings.passes())
        .param("coroutines", settings.coroutines())
        .param("workers", settings.workers() > 0 ? Integer.toString(settings.workers()) : "")
        .param("checksum", checksum == null ? "" : checksum)
        .shouldFailOnError(true);
    if (!user.getForkCount().hasValue()) b.forks(profile.forks());
    if (!user.getWarmupIterations().hasValue()) b.warmupIterations(profile.warmupIterations());
    if (!user.getWarmupTime().hasValue()) b.warmupTime(profile.warmupTime());
    if (!user.getMeasurementIterations().hasValue()) b.measurementIterations(profile.iterations());
    if (!user.getMeasurementTime().hasValue()) b.measurementTime(profile.iterationTime());
    if (user.getBenchModes().isEmpty()) b.mode(Mode.AverageTime);
    if (!user.getJvmArgsAppend().hasValue()) b.jvmArgsAppend(forkOptions());
    if (!user.getTimeUnit().hasValue() && unit != null) b.timeUnit(unit);
    if (json != null) b.resultFormat(ResultFormatType.JSON).result(json.toAbsolutePath().toString());
    return b.build();
  }

  /**
   * What every forked benchmark JVM gets: on JDK 23+, permission for JMH's calls of
   * sun.misc.Unsafe, which JDK 24+ would otherwise warn about in the fork's output.
   */
  public static String[] forkOptions() {
    return Runtime.version().feature() >= 23 ? new String[] {"--sun-misc-unsafe-memory-access=allow"} : new String[0];
  }

  public static Collection<RunResult> run(Options options, OutputFormat output) throws RunnerException {
    return output == null ? new Runner(options).run() : new Runner(options, output).run();
  }

  /** The unit in which a call of about {@code nanos} reads well: a score between 1 and 10,000. */
  public static TimeUnit unitFor(long nanos) {
    if (nanos < 10_000) return TimeUnit.NANOSECONDS;
    if (nanos < 10_000_000) return TimeUnit.MICROSECONDS;
    if (nanos < 10_000_000_000L) return TimeUnit.MILLISECONDS;
    return TimeUnit.SECONDS;
  }
}
