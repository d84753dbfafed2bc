package dev.loomlir.testing.asyncrun;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loomlir.testing.LitCorpus;
import dev.loomlir.testing.lit.LitRunner;
import dev.loomlir.testing.lit.RunLine;
import dev.loomlir.testing.lit.Substitutions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Concurrency bugs hide: runs every RUN line of the async lit programs (one per coroutine mode
 * at least) 5 times ({@code -Dloomlir.asyncRepeats=N} for more) with 1, 2 and 8 workers, each time with
 * {@code --check-refcounts} (nothing may be reported), bounded in time. A file that tests the
 * reference checker itself (its RUN lines name {@code --check-refcounts}) keeps its own options.
 */
class AsyncRunRepeatTest {
  private static final int REPEATS = Integer.getInteger("loomlir.asyncRepeats", 5);
  private static final List<Integer> WORKERS = List.of(1, 2, 8);
  private static final Duration PER_FILE = Duration.ofSeconds(40L * REPEATS);

  @TestFactory
  Stream<DynamicTest> repeatedRuns() {
    return AsyncRunCorpus.files().stream().map(file -> DynamicTest.dynamicTest(LitCorpus.displayName(file),
        file.toUri(), () -> repeat(file)));
  }

  private static void repeat(Path file) throws Exception {
    List<RunLine> runs = AsyncRunCorpus.runLines(file);
    boolean testsChecker = runs.stream().anyMatch(r -> r.command().contains("--check-refcounts"));
    Path temp = Files.createTempDirectory("loomlir-async-repeat-");
    Substitutions substitutions = new Substitutions(file.toAbsolutePath(), temp);
    LitRunner runner = new LitRunner(file.getParent());
    Optional<String> failure = assertTimeoutPreemptively(PER_FILE, () -> {
      for (int workers : WORKERS) {
        for (RunLine run : runs) {
          String extra = "--workers " + workers + (testsChecker ? "" : " --check-refcounts");
          String command = substitutions.apply(run.command()).replace("loomlir run ", "loomlir run " + extra + " ");
          for (int i = 0; i < REPEATS; i++) {
            Optional<String> f = runner.runCommandLine(command);
            if (f.isPresent()) {
              return Optional.of("RUN at line " + run.line() + ", repetition " + (i + 1) + ": " + command + "\n"
                  + f.get());
            }
          }
        }
      }
      return Optional.<String>empty();
    }, () -> file + ": repeated runs took longer than " + PER_FILE + " (a hang?)");
    failure.ifPresent(message -> fail(file + "\n" + message));
  }
}
