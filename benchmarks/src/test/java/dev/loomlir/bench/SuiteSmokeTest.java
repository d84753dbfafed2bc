package dev.loomlir.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;

/**
 * The suite's {@code ci} profile runs every benchmark of this module briefly, so none of them
 * rots unnoticed (about 10 s). The harness benchmark lives in cli and is tested there.
 */
class SuiteSmokeTest {
  @Test void ciProfileRunsEveryBenchmark() throws Exception {
    System.setProperty("jmh.ignoreLock", "true");   // other builds on the machine may run JMH too
    Collection<RunResult> results = Suite.run(Suite.Profile.CI, null,
        List.of(".*(FrontendBenchmark|CompileBenchmark|RuntimeBenchmark|ParallelMatmulBenchmark).*"));
    Set<String> classes = results.stream()
        .map(r -> r.getParams().getBenchmark().replaceFirst("\\.[^.]+$", "").replaceFirst("^.*\\.", ""))
        .collect(Collectors.toSet());
    assertTrue(classes.containsAll(Set.of("FrontendBenchmark", "CompileBenchmark", "RuntimeBenchmark",
        "ParallelMatmulBenchmark")),
        classes.toString());
    for (RunResult r : results) {
      double score = r.getPrimaryResult().getScore();
      assertTrue(score > 0 && Double.isFinite(score), r.getParams().getBenchmark() + ": " + score);
    }
  }
}
