package dev.loomlir.testing.programs;

import java.util.regex.Pattern;

/**
 * What may legitimately differ between two runs of the same program: printMemref's header shows
 * the buffer's address ({@code base@ = 0x55d0c8a3e2a0}), which is masked.
 */
final class OutputMask {
  private static final Pattern ADDRESS = Pattern.compile("base@ = 0x[0-9a-fA-F]+");

  private OutputMask() {}

  static String apply(String output) {
    return ADDRESS.matcher(output).replaceAll("base@ = <address>");
  }
}
