package dev.loomlir.testing.upstreamfiles;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.loomlir.testing.lit.LitConfig;
import dev.loomlir.testing.lit.LitRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/** One upstream file's RUN lines under a configuration: what failed, or empty when all passed. */
final class UpstreamFileRun {
  private static final Duration PER_FILE = Duration.ofMinutes(3);

  private UpstreamFileRun() {}

  static Optional<String> run(Path file, LitConfig config) throws Exception {
    Path temp = Files.createTempDirectory("loomlir-upstream-");
    LitRunner runner = new LitRunner(file.getParent(), config);
    return assertTimeoutPreemptively(PER_FILE, () -> runner.runTest(file, temp),
        () -> file + " timed out after " + PER_FILE);
  }
}
