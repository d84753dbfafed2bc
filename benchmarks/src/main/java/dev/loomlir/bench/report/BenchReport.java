package dev.loomlir.bench.report;

import dev.loomlir.bench.Suite;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.results.RunResult;

/**
 * Writes docs/benchmarks.md and its chart from a {@code bench-compare} table and a run of the JMH
 * {@link Suite}, which it runs itself. {@code scripts/bench-report} is the way to call it.
 *
 * <p>Usage: {@code BenchReport --profile ci|full --compare FILE [--compare-note TEXT]
 * --command TEXT --out docs/benchmarks.md --chart docs/benchmarks.png [--json FILE] [--startup FILE]
 * [JMH options]}; {@code --startup} is scripts/bench-startup's table.
 */
public final class BenchReport {
  private BenchReport() {}

  public static void main(String[] args) throws Exception {
    Suite.Profile profile = Suite.Profile.FULL;
    Path compare = null;
    String compareNote = null;
    String command = "scripts/bench-report";
    Path out = Path.of("docs/benchmarks.md");
    Path chart = Path.of("docs/benchmarks.png");
    String json = null;
    Path startup = null;
    List<String> jmh = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--profile" -> profile = Suite.Profile.valueOf(args[++i].toUpperCase(java.util.Locale.ROOT));
        case "--compare" -> compare = Path.of(args[++i]);
        case "--compare-note" -> compareNote = args[++i];
        case "--command" -> command = args[++i];
        case "--out" -> out = Path.of(args[++i]);
        case "--chart" -> chart = Path.of(args[++i]);
        case "--json" -> json = args[++i];
        case "--startup" -> startup = Path.of(args[++i]);
        default -> jmh.add(args[i]);
      }
    }
    List<CompareRow> rows = CompareRow.read(compare);
    Collection<RunResult> results = Suite.run(profile, json, jmh);
    List<Measurement> measurements = results.stream().map(Measurement::of).toList();
    RuntimeCosts costs = RuntimeCosts.of(measurements);

    ChartWriter.write(rows, costs, chart);
    Path chartRelative = out.toAbsolutePath().getParent().relativize(chart.toAbsolutePath());
    String setting = "Figures of " + LocalDate.now() + " from `" + command + "` (JMH profile `"
        + profile.name().toLowerCase(java.util.Locale.ROOT) + "`) on " + machine() + ".";
    String startupTable = startup != null && Files.isRegularFile(startup) ? Files.readString(startup) : null;
    Files.writeString(out, MarkdownReport.render(setting, chartRelative.toString(), rows, compareNote, measurements,
        costs, startupTable));
    System.out.println("bench-report: wrote " + out + " and " + chart);
  }

  private static String machine() {
    Runtime rt = Runtime.getRuntime();
    return rt.availableProcessors() + " cores, " + (rt.maxMemory() >> 30) + " GiB max heap, "
        + System.getProperty("java.vm.name") + " " + System.getProperty("java.version") + ", "
        + System.getProperty("os.name") + " " + System.getProperty("os.arch");
  }
}
