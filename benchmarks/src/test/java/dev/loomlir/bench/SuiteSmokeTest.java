package dev.loomlir.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The suite's {@code ci} profile runs every benchmark of this module briefly, so none of them
 * rots unnoticed (about 10 s). The harness benchmark lives in cli and is tested there.
 */
class SuiteSmokeTest {
  @Test void ciProfileRunsEveryBenchmark() throws Exception {
    System.setProperty("jmh.ignoreLock", "true");   // other builds on the machine may run JMH too
    // JMH's console log goes to a buffer, printed only if the test fails: the suite's output stays readable.
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    OutputFormat quiet = OutputFormatFactory.createFormatInstance(new PrintStream(log, true, StandardCharsets.UTF_8),
        VerboseMode.NORMAL);
    Collection<RunResult> results;
    try {
      results = Suite.run(Suite.Profile.CI, null,
          List.of(".*(FrontendBenchmark|CompileBenchmark|RuntimeBenchmark|ParallelMatmulBenchmark).*"), quiet);
    } catch (Exception | Error e) {
      System.err.print(log.toString(StandardCharsets.UTF_8));
      throw e;
    }
    Set<String> classes = results.stream()
        .map(r -> r.getParams().getBenchmark().replaceFirst("\\.[^.]+$", "").replaceFirst("^.*\\.", ""))
        .collect(Collectors.toSet());
    assertTrue(classes.containsAll(Set.of("FrontendBenchmark", "CompileBenchmark", "RuntimeBenchmark",
        "ParallelMatmulBenchmark")),
        () -> classes + "\n" + log.toString(StandardCharsets.UTF_8));
    for (RunResult r : results) {
      double score = r.getPrimaryResult().getScore();
      assertTrue(score > 0 && Double.isFinite(score), () -> r.getParams().getBenchmark() + ": " + score + "\n"
          + log.toString(StandardCharsets.UTF_8));
    }
  }
}
