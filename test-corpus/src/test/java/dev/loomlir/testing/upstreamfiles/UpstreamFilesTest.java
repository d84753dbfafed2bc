package dev.loomlir.testing.upstreamfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.testing.lit.LitConfig;
import dev.loomlir.testsupport.ExternalTool;
import dev.loomlir.testsupport.ToolRequirement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Upstream MLIR's own test files (test-corpus/upstream) run with their RUN lines and loomlir
 * standing in for mlir-opt and mlir-runner ({@link LoomlirStandIn}), checked by FileCheck-22: each
 * passes, or is listed with its reason in {@link UpstreamFileExpectations} and still fails. lit's
 * {@code XFAIL} lines count as for upstream. Needs FileCheck-22 (skipped without it, fails in CI).
 */
class UpstreamFilesTest {
  @TestFactory
  Stream<DynamicTest> upstreamFilesPassWithLoomlirStandingIn() {
    Path fileCheck = ToolRequirement.require("FileCheck-22");
    LitConfig config = UpstreamSuite.config(ExternalTool.find("mlir-runner-22"), new LoomlirStandIn(fileCheck));
    return UpstreamCorpus.files().stream().map(file -> {
      String name = UpstreamCorpus.name(file);
      String reason = UpstreamFileExpectations.FAILS_WITH_LOOMLIR.get(name);
      String display = reason == null ? name : name + " (expected to fail: " + reason + ")";
      return DynamicTest.dynamicTest(display, file.toUri(), () -> check(file, name, reason, config));
    });
  }

  private static void check(Path file, String name, String reason, LitConfig config) throws Exception {
    String text = UpstreamSuite.read(file);
    Optional<String> unsupported = UpstreamSuite.unsupported(text);
    assertTrue(unsupported.isEmpty(), () -> name + " does not run on " + UpstreamSuite.TARGET + " (" + unsupported.get()
        + "): it should not be in the corpus");
    boolean expectFailure = reason != null || UpstreamSuite.expectedToFail(text);
    Optional<String> failure = UpstreamFileRun.run(file, config);
    if (!expectFailure) {
      failure.ifPresent(message -> fail(name + "\n" + message));
    } else {
      assertTrue(failure.isPresent(), () -> name + " passes with loomlir now: remove it from "
          + "UpstreamFileExpectations (it was listed: " + reason + ")");
    }
  }

  @Test
  void everyExpectationNamesACollectedFile() {
    List<String> stale = UpstreamFileExpectations.FAILS_WITH_LOOMLIR.keySet().stream()
        .filter(name -> !Files.isRegularFile(UpstreamCorpus.root().resolve(name))).sorted().toList();
    assertEquals(List.of(), stale, "UpstreamFileExpectations lists files test-corpus/upstream does not have");
  }

  @Test
  void everyFileNamesItsUpstreamCommit() throws Exception {
    List<String> files = UpstreamCorpus.files().stream().map(UpstreamCorpus::name).sorted().toList();
    List<String> listed = Files.readAllLines(UpstreamCorpus.root().resolve("SOURCES.tsv")).stream()
        .filter(line -> !line.isBlank()).map(line -> line.split("\t")[0]).sorted().toList();
    assertEquals(files, listed, "test-corpus/upstream/SOURCES.tsv must list every file (path, upstream commit)");
  }

  @Test
  void theCorpusIsNotEmpty() {
    assertFalse(UpstreamCorpus.files().isEmpty(), "no upstream files under " + UpstreamCorpus.root());
  }
}
