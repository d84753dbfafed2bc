package dev.loomlir.bench.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The RuntimeBenchmark results arranged for comparison: one row per operation (and size), one
 * column per implementation. Its methods are named {@code operation_implementation}.
 */
final class RuntimeCosts {
  static final List<String> IMPLEMENTATIONS = List.of("loomlir", "completableFuture", "virtualThreads");
  static final Map<String, String> TITLES = Map.of(
      "loomlir", "loomlir runtime", "completableFuture", "CompletableFuture", "virtualThreads", "virtual threads");

  /** Operation label → implementation → microseconds per operation. */
  final Map<String, Map<String, Double>> micros = new LinkedHashMap<>();

  static RuntimeCosts of(List<Measurement> measurements) {
    RuntimeCosts costs = new RuntimeCosts();
    for (Measurement m : measurements) {
      if (!m.className().equals("RuntimeBenchmark")) continue;
      int underscore = m.method().lastIndexOf('_');
      if (underscore < 0) continue;
      String implementation = m.method().substring(underscore + 1);
      // spawnAwait_virtualThread is the one-thread spelling of the same column.
      if (implementation.equals("virtualThread")) implementation = "virtualThreads";
      String operation = m.method().substring(0, underscore) + size(m);
      costs.micros.computeIfAbsent(operation, k -> new LinkedHashMap<>()).put(implementation, m.micros());
    }
    return costs;
  }

  private static String size(Measurement m) {
    if (m.params().containsKey("tasks")) return " (" + m.params().get("tasks") + " tasks)";
    if (m.params().containsKey("hops")) return " (" + m.params().get("hops") + " hops)";
    return "";
  }

  boolean isEmpty() { return micros.isEmpty(); }
}
