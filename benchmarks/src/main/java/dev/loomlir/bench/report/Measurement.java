package dev.loomlir.bench.report;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * One JMH result as the report uses it: the benchmark's class and method, the parameters that
 * matter (those the benchmark declares), and the score in microseconds per operation.
 */
record Measurement(String className, String method, Map<String, String> params, String mode, long samples,
                   double score, double error, String unit) {
  static Measurement of(RunResult r) {
    String full = r.getParams().getBenchmark();
    int dot = full.lastIndexOf('.');
    String className = full.substring(full.lastIndexOf('.', dot - 1) + 1, dot);
    Map<String, String> params = new LinkedHashMap<>();
    for (String key : r.getParams().getParamsKeys()) params.put(key, r.getParams().getParam(key));
    Result<?> p = r.getPrimaryResult();
    return new Measurement(className, full.substring(dot + 1), params, r.getParams().getMode().shortLabel(),
        p.getSampleCount(), p.getScore(), p.getScoreError(), p.getScoreUnit());
  }

  /** The score in microseconds per operation (for average-time results, the report's only kind). */
  double micros() {
    String per = unit.endsWith("/op") ? unit.substring(0, unit.length() - 3) : unit;
    TimeUnit u = switch (per) {
      case "ns" -> TimeUnit.NANOSECONDS;
      case "us" -> TimeUnit.MICROSECONDS;
      case "ms" -> TimeUnit.MILLISECONDS;
      case "s" -> TimeUnit.SECONDS;
      default -> null;
    };
    if (u == null) return Double.NaN;
    return score * u.toNanos(1) / 1000.0;
  }

  /** The parameters as {@code ops=2000, tasks=1000}, without the empty harness ones. */
  String paramText() {
    StringBuilder b = new StringBuilder();
    params.forEach((k, v) -> {
      if (v == null || v.isEmpty()) return;
      if (b.length() > 0) b.append(", ");
      b.append(k).append('=').append(v);
    });
    return b.toString();
  }
}
