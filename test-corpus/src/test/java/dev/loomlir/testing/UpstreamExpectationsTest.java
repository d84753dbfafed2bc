package dev.loomlir.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.testing.lit.CapturedRun;
import dev.loomlir.testing.lit.Subprocess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The expected values of the parse/print/verify lit files hold for upstream too: each file whose
 * RUN lines are all {@code loomlir opt %s | FileCheck %s} (optionally printed twice),
 * {@code loomlir opt %s --split-input-file --verify-diagnostics} or a listed run of an upstream
 * pass runs them with mlir-opt-22 and FileCheck-22 in their place, so no CHECK line or expected
 * diagnostic is merely our own output.
 * Skipped without the tools, except in CI where it fails.
 */
class UpstreamExpectationsTest {
  private static final Duration PER_FILE = Duration.ofMinutes(1);
  private static final List<String> UPSTREAM_CHECKABLE = List.of(
      "loomlir opt %s | FileCheck %s",
      "loomlir opt %s | loomlir opt | FileCheck %s",
      "loomlir opt %s --split-input-file --verify-diagnostics",
      // upstream's pass of that name; its CHECK lines must hold for mlir-opt-22's output too
      "loomlir opt %s --scf-parallel-for-to-nested-fors | FileCheck %s");

  @TestFactory
  Stream<DynamicTest> litExpectationsHoldForUpstream() {
    String mlirOpt = ToolRequirement.require("mlir-opt-22").toString();
    String fileCheck = ToolRequirement.require("FileCheck-22").toString();
    return LitCorpus.files().stream().flatMap(file -> upstreamCommand(file, mlirOpt, fileCheck)
        .map(command -> DynamicTest.dynamicTest(LitCorpus.displayName(file), file.toUri(), () -> run(command))).stream());
  }

  private static Optional<String> upstreamCommand(Path file, String mlirOpt, String fileCheck) {
    List<String> runs;
    try {
      runs = Files.readAllLines(file).stream().filter(l -> l.startsWith("// RUN:"))
          .map(l -> l.substring("// RUN:".length()).strip()).toList();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    if (runs.isEmpty() || !UPSTREAM_CHECKABLE.containsAll(runs)) return Optional.empty();
    String path = "'" + file.toAbsolutePath() + "'";
    return Optional.of(String.join(" && ", runs.stream()
        .map(r -> "set -o pipefail; " + r.replace("%s", path).replace("loomlir opt", mlirOpt).replace("FileCheck", fileCheck))
        .toList()));
  }

  private static void run(String command) throws Exception {
    CapturedRun run = Subprocess.run(new ProcessBuilder("bash", "-c", command).redirectErrorStream(true), new byte[0],
        PER_FILE).orElseThrow(() -> new AssertionError("timed out: " + command));
    assertEquals(0, run.exitCode(), () -> command + "\n" + run.stdoutText());
  }
}
