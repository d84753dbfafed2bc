package dev.loomlir.syntax.parse;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Decodes MLIR string literals: {@code \"}, {@code \\}, {@code \n}, {@code \t} and {@code \XX} byte escapes. */
final class StringLiterals {
  private StringLiterals() {}

  /** Decodes the literal spelled at [start, end) of {@code text}, quotes included. */
  static String decode(String text, int start, int end) {
    int from = start + 1, to = end - 1;
    if (!hasEscape(text, from, to)) {
      // Common case: no escapes, so the literal is the source text (already UTF-16).
      return text.substring(from, to);
    }
    // Escapes denote bytes; decode everything as UTF-8 so \XX sequences can form multibyte characters.
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(to - from);
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c != '\\') {
        if (c < 0x80) bytes.write(c);
        else {
          int cpEnd = Character.isHighSurrogate(c) && i + 1 < to ? i + 2 : i + 1;
          bytes.writeBytes(text.substring(i, cpEnd).getBytes(StandardCharsets.UTF_8));
          i = cpEnd - 1;
        }
        continue;
      }
      char e = text.charAt(++i);
      switch (e) {
        case '"', '\\' -> bytes.write(e);
        case 'n' -> bytes.write('\n');
        case 't' -> bytes.write('\t');
        default -> {
          bytes.write(Character.digit(e, 16) * 16 + Character.digit(text.charAt(i + 1), 16));
          i++;
        }
      }
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static boolean hasEscape(String text, int from, int to) {
    for (int i = from; i < to; i++) if (text.charAt(i) == '\\') return true;
    return false;
  }
}
