package dev.loomlir.testing.programs;

import dev.loomlir.testing.lit.CapturedRun;
import dev.loomlir.testing.lit.Subprocess;
import dev.loomlir.testsupport.ExternalTool;
import dev.loomlir.testsupport.ToolRequirement;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Runs a program through upstream MLIR with {@code ../shared/tools/mlir-native-run} (beside the
 * repository: the tool is not part of it; in CI it is a copy of {@code shared/} next to the clone).
 * That script needs {@code mlir-runner} of LLVM 22 and would install it with apt-get when missing,
 * so the runner's presence is checked first: a test never installs packages.
 */
public final class NativeRunner {
  private static final Duration TIMEOUT = Duration.ofSeconds(120);
  private static final Path DEBIAN_RUNNER = Path.of("/usr/lib/llvm-22/bin/mlir-runner");

  private final Path script;

  private NativeRunner(Path script) { this.script = script; }

  /** Finds the script beside the repository and checks that upstream's runner is installed. */
  public static Located locate(Path repositoryRoot) {
    Path script = repositoryRoot.resolve("../shared/tools/mlir-native-run").normalize();
    if (!Files.isExecutable(script)) return Located.missing("no executable " + script);
    boolean runnerInstalled = Files.isExecutable(DEBIAN_RUNNER) || ExternalTool.find("mlir-runner-22").isPresent();
    if (!runnerInstalled) return Located.missing("mlir-runner-22 is not installed (" + DEBIAN_RUNNER + ")");
    return new Located(Optional.of(new NativeRunner(script)), "");
  }

  /**
   * The runner beside the repository; when it is missing, skips the calling test (saying that
   * {@code skipped} is skipped), or fails it in CI.
   */
  static NativeRunner require(String skipped) {
    Located located = locate(ProgramCorpus.repositoryRoot());
    if (located.runner().isPresent()) return located.runner().get();
    ToolRequirement.unavailable("upstream MLIR is not available (" + located.missingReason() + ")", skipped);
    return null;
  }

  /** What the program printed on stdout; throws with stderr when it did not exit with 0. */
  String run(Path program) {
    try {
      ProcessBuilder command = new ProcessBuilder(List.of(script.toString(), program.toString()));
      CapturedRun run = Subprocess.run(command, new byte[0], TIMEOUT).orElseThrow(() -> new AssertionError(
          "mlir-native-run timed out after " + TIMEOUT.toSeconds() + "s on " + program));
      if (run.exitCode() != 0) {
        throw new AssertionError("mlir-native-run exited with " + run.exitCode() + " on " + program + ":\n"
            + run.stderrText());
      }
      return run.stdoutText();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }

  /**
   * Runs {@code program}: its exit code and what it printed, or empty when it did not finish
   * within {@code timeout} (upstream's runtime hangs on some valid programs).
   */
  public Optional<CapturedRun> tryRun(Path program, Duration timeout) {
    try {
      return Subprocess.run(new ProcessBuilder(List.of(script.toString(), program.toString())), new byte[0], timeout);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }

  /** The runner, or the reason there is none. */
  public record Located(Optional<NativeRunner> runner, String missingReason) {
    static Located missing(String reason) { return new Located(Optional.empty(), reason); }
  }
}
