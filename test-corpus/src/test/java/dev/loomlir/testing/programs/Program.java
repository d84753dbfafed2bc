package dev.loomlir.testing.programs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One runnable program of {@code lit/programs}: its file, text, and whether upstream's reference
 * pipeline gives its expected output. A program it cannot run says so in its header with
 * {@code // UPSTREAM-RUN: COMMAND} (another upstream pipeline produced its checks) or
 * {@code // UPSTREAM-UNSUPPORTED: REASON} (checks worked out by hand); a program it runs but
 * where loomlir deliberately follows the documented semantics instead has
 * {@code // UPSTREAM-DEVIATES: REASON} (checks worked out by hand).
 */
record Program(Path file, String text) {
  private static final Pattern UPSTREAM_RUN = Pattern.compile("^// UPSTREAM-RUN: (.*)$", Pattern.MULTILINE);
  private static final Pattern UNSUPPORTED = Pattern.compile("^// UPSTREAM-UNSUPPORTED: (.*)$", Pattern.MULTILINE);
  private static final Pattern DEVIATES = Pattern.compile("^// UPSTREAM-DEVIATES: (.*)$", Pattern.MULTILINE);

  static Program load(Path file) {
    try {
      return new Program(file, Files.readString(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  String name() { return file.getFileName().toString(); }

  /**
   * Why {@code mlir-native-run} does not produce this program's expected output (it cannot run
   * it, or loomlir deliberately deviates from what it prints), if it does not.
   */
  Optional<String> notRunnableByReferencePipeline() {
    Matcher custom = UPSTREAM_RUN.matcher(text);
    if (custom.find()) return Optional.of("checks come from another upstream pipeline: " + custom.group(1));
    Matcher unsupported = UNSUPPORTED.matcher(text);
    if (unsupported.find()) return Optional.of("upstream cannot run it: " + unsupported.group(1));
    Matcher deviates = DEVIATES.matcher(text);
    if (deviates.find()) return Optional.of("loomlir deliberately deviates from upstream: " + deviates.group(1));
    return Optional.empty();
  }
}
