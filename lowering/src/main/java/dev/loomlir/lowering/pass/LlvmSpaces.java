package dev.loomlir.lowering.pass;

/**
 * Spaces in pass pipeline and pass option text as mlir-opt trims them: LLVM's
 * {@code StringRef::trim} drops space, tab, newline, vertical tab, form feed and carriage return
 * (Java's {@code String.strip} would drop other characters too).
 */
final class LlvmSpaces {
  private LlvmSpaces() {}

  static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0b || c == '\f' || c == '\r';
  }

  /** The index of the first non-space character at or after {@code i}, or the text's length. */
  static int skip(String text, int i) {
    while (i < text.length() && isSpace(text.charAt(i))) i++;
    return i;
  }

  /** {@code text} without the spaces at either end. */
  static String trim(String text) {
    int start = skip(text, 0);
    int end = text.length();
    while (end > start && isSpace(text.charAt(end - 1))) end--;
    return text.substring(start, end);
  }
}
