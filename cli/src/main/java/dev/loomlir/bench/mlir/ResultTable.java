package dev.loomlir.bench.mlir;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/** The results of a JMH run as a small aligned table: benchmark, mode, count, score, error, unit. */
public final class ResultTable {
  private ResultTable() {}

  /**
   * Prints one row per result, named by {@code label} (e.g. {@code @fib(30)}) when there is a
   * single result, by the benchmark and its parameters otherwise.
   */
  public static void print(Collection<RunResult> results, String label, PrintStream out) {
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"Benchmark", "Mode", "Cnt", "Score", "", "Error", "Units"});
    for (RunResult r : results) {
      Result<?> primary = r.getPrimaryResult();
      String name = results.size() == 1 && label != null ? label
          : r.getParams().getBenchmark().replaceFirst("^.*\\.([^.]+\\.[^.]+)$", "$1") + paramText(r);
      double error = primary.getScoreError();
      rows.add(new String[] {name, r.getParams().getMode().shortLabel(),
          Long.toString(primary.getSampleCount()), number(primary.getScore()),
          Double.isNaN(error) ? "" : "±", Double.isNaN(error) ? "" : number(error), primary.getScoreUnit()});
    }
    int[] width = new int[rows.get(0).length];
    for (String[] row : rows) for (int c = 0; c < row.length; c++) width[c] = Math.max(width[c], row[c].length());
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < row.length; c++) {
        // The name is left-aligned, numbers right-aligned, as JMH prints them.
        String cell = c == 0 || c == row.length - 1 ? pad(row[c], width[c], false) : pad(row[c], width[c], true);
        line.append(cell).append(c == row.length - 1 ? "" : "  ");
      }
      out.println(line.toString().stripTrailing());
    }
  }

  private static String paramText(RunResult r) {
    List<String> parts = new ArrayList<>();
    for (String key : r.getParams().getParamsKeys()) parts.add(key + "=" + r.getParams().getParam(key));
    return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
  }

  /** A score with three decimals. */
  static String number(double v) {
    return Double.isNaN(v) ? "NaN" : String.format(Locale.ROOT, "%.3f", v);
  }

  private static String pad(String s, int width, boolean right) {
    String fill = " ".repeat(Math.max(0, width - s.length()));
    return right ? fill + s : s + fill;
  }
}
