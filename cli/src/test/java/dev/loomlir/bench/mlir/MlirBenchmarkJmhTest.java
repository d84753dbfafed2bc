package dev.loomlir.bench.mlir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;

/** The harness under JMH for real: one fork, one short warm-up and one short measured iteration. */
class MlirBenchmarkJmhTest {
  @TempDir static Path dir;

  @BeforeAll static void allowConcurrentJmh() {
    // Other builds on this machine may run JMH at the same time; the score does not matter here.
    System.setProperty("jmh.ignoreLock", "true");
  }

  private static BenchmarkSettings sumSquares(String args) throws Exception {
    Path file = dir.resolve("kernels.mlir");
    Files.writeString(file, BenchPrograms.KERNELS);
    return BenchmarkSettings.fromParameters(file.toString(), "sum_squares", args, "", "", "");
  }

  @Test void measuresTheFunctionAndChecksItsChecksumInTheFork() throws Exception {
    BenchmarkSettings settings = sumSquares("100");
    Path json = dir.resolve("result.json");
    ByteArrayOutputStream progress = new ByteArrayOutputStream();
    // 0^2 + 1^2 + ... + 99^2 = 99 * 100 * 199 / 6
    Collection<RunResult> results = HarnessRun.run(
        HarnessRun.options(settings, "328350", HarnessRun.Profile.SMOKE, TimeUnit.NANOSECONDS, json, List.of()),
        new ProgressLine(new PrintStream(progress, true, StandardCharsets.UTF_8)));

    assertEquals(1, results.size());
    RunResult result = results.iterator().next();
    assertTrue(result.getPrimaryResult().getScore() > 0, "score " + result.getPrimaryResult().getScore());
    assertEquals("ns/op", result.getPrimaryResult().getScoreUnit());
    String text = progress.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("warmup") && text.contains("measurement") && text.contains("ns/op"), text);
    assertTrue(Files.readString(json).contains("\"function\" : \"sum_squares\""), Files.readString(json));
  }

  @Test void aForkComputingAnotherChecksumFails() throws Exception {
    BenchmarkSettings settings = sumSquares("100");
    assertThrows(RunnerException.class, () -> HarnessRun.run(
        HarnessRun.options(settings, "1", HarnessRun.Profile.SMOKE, null, null, List.of("-wi", "0")),
        new ProgressLine(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))));
  }
}
