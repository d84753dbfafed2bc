package dev.loomlir.testing.lit;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.testing.LitCorpus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every lit test of the corpus; each file is one dynamic test. Every feature a file REQUIRES
 * is one loomlir has (see {@link LitFeatures}), so a missing one fails the test rather than
 * skipping it (lit would report it unsupported and the suite would stay green).
 */
class LitTest {
  private static final Duration PER_FILE = Duration.ofMinutes(3);

  @TestFactory
  Stream<DynamicTest> litCorpus() {
    return LitCorpus.files().stream().map(file -> DynamicTest.dynamicTest(LitCorpus.displayName(file),
        file.toUri(), () -> runOne(file)));
  }

  private static void runOne(Path file) throws Exception {
    List<String> missing = LitFeatures.missing(LitFile.requiredFeatures(Files.readString(file)));
    assertTrue(missing.isEmpty(), () -> file + " requires " + missing + ", which this build of loomlir lacks");
    Path temp = Files.createTempDirectory("loomlir-lit-");
    LitRunner runner = new LitRunner(file.getParent());
    Optional<String> failure = assertTimeoutPreemptively(PER_FILE, () -> runner.runTest(file, temp),
        () -> file + " timed out after " + PER_FILE);
    failure.ifPresent(message -> fail(file + "\n" + message));
  }
}
