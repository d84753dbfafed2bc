package dev.loomlir.testing.programs;

import dev.loomlir.cli.Main;
import dev.loomlir.testing.lit.LitFeatures;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Runs a program with {@code loomlir run FILE} in this JVM, as the lit tests do. */
final class LoomlirRunner {
  private LoomlirRunner() {}

  /** False until the {@code run} subcommand exists. */
  static boolean available() {
    return LitFeatures.available().contains(LitFeatures.LOOMLIR_RUN);
  }

  /** What the program printed on stdout; throws with stderr when loomlir did not exit with 0. */
  static String run(Path program) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
         PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = Main.run(new String[] {"run", program.toString()}, new ByteArrayInputStream(new byte[0]),
          outStream, errStream);
    }
    if (code != 0) {
      throw new AssertionError("loomlir run exited with " + code + " on " + program + ":\n"
          + err.toString(StandardCharsets.UTF_8));
    }
    return out.toString(StandardCharsets.UTF_8);
  }
}
