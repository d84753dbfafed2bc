package dev.loomlir.bench.mlir;

import java.io.PrintStream;
import java.util.Collection;
import java.util.Locale;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's output reduced to one growing line per phase: {@code warmup 3 x 1 s: 3.41 3.40 ...},
 * then {@code measurement 5 x 1 s: ...}, each score printed as its iteration ends. Everything
 * else JMH says (the banner, the fork's own output) is dropped unless it is an error; run with
 * {@code --verbose} for JMH's full output.
 */
public final class ProgressLine implements OutputFormat {
  private final PrintStream out;
  private IterationType phase;

  public ProgressLine(PrintStream out) { this.out = out; }

  @Override public void startRun() { }

  @Override public void startBenchmark(BenchmarkParams params) {
    phase = null;
  }

  @Override public void iteration(BenchmarkParams params, IterationParams iteration, int index) {
    if (iteration.getType() != phase) {
      if (phase != null) out.println();
      phase = iteration.getType();
      String name = phase == IterationType.WARMUP ? "warmup" : "measurement";
      out.printf(Locale.ROOT, "  %-11s %d x %s:", name, iteration.getCount(), iteration.getTime());
    }
    out.flush();
  }

  @Override public void iterationResult(BenchmarkParams params, IterationParams iteration, int index,
                                        IterationResult result) {
    out.print(" " + ResultTable.number(result.getPrimaryResult().getScore()));
    if (index == iteration.getCount()) out.print(" " + result.getScoreUnit());
    out.flush();
  }

  @Override public void endBenchmark(BenchmarkResult result) {
    if (phase != null) out.println();
    phase = null;
  }

  @Override public void endRun(Collection<RunResult> results) { out.flush(); }

  @Override public void print(String s) { }

  @Override public void println(String s) {
    // JMH reports a failing trial (an exception in the fork) through println: keep those.
    if (s != null && (s.startsWith("<failure>") || s.contains("ERROR"))) out.println(s);
  }

  @Override public void flush() { out.flush(); }

  @Override public void close() { out.flush(); }

  @Override public void verbosePrintln(String s) { }

  @Override public void write(int b) { }

  @Override public void write(byte[] b) { }
}
