package dev.loomlir.testing.programs;

import dev.loomlir.testing.lit.CapturedRun;
import dev.loomlir.testing.lit.InProcessTool;
import dev.loomlir.testing.lit.LitFeatures;
import java.nio.file.Path;
import java.util.List;

/** Runs a program with {@code loomlir run FILE} in this JVM, as the lit tests do. */
final class LoomlirRunner {
  private LoomlirRunner() {}

  /** False until the {@code run} subcommand exists. */
  static boolean available() {
    return LitFeatures.available().contains(LitFeatures.LOOMLIR_RUN);
  }

  /** What the program printed on stdout; throws with stderr when loomlir did not exit with 0. */
  static String run(Path program) {
    CapturedRun run = InProcessTool.LOOMLIR.capture(List.of("run", program.toString()), new byte[0]);
    if (run.exitCode() != 0) {
      throw new AssertionError("loomlir run exited with " + run.exitCode() + " on " + program + ":\n"
          + run.stderrText());
    }
    return run.stdoutText();
  }
}
