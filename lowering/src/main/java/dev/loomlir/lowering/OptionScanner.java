package dev.loomlir.lowering;

import java.util.function.IntPredicate;

/**
 * The scanning shared by {@link PassPipelineParser} and {@link PassOptions}: in pass-option text a
 * quoted string or a {@code {...}} group is one unit, so the spaces, commas and closing braces in
 * it end neither an option value nor an option list.
 */
final class OptionScanner {
  private OptionScanner() {}

  /** The index of the first non-space character at or after {@code i}, or the text's length. */
  static int skipSpaces(String text, int i) {
    while (i < text.length() && isSpace(text.charAt(i))) i++;
    return i;
  }

  /** {@code text} without the spaces at either end. */
  static String trim(String text) {
    int start = skipSpaces(text, 0);
    int end = text.length();
    while (end > start && isSpace(text.charAt(end - 1))) end--;
    return text.substring(start, end);
  }

  /** The characters LLVM's {@code StringRef::trim} drops, which mlir-opt trims option text with. */
  static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0b || c == '\f' || c == '\r';
  }

  /**
   * The index of the first character at or after {@code i} that {@code stop} accepts outside
   * quotes and braces opened after {@code i}; the text's length if there is none, -1 if the text
   * ends inside quotes.
   */
  static int skipBalanced(String text, int i, IntPredicate stop) {
    int depth = 0;
    char quote = 0;
    for (; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote != 0) {
        if (c == quote) quote = 0;
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (depth == 0 && stop.test(c)) {
        return i;
      } else if (c == '{') {
        depth++;
      } else if (c == '}') {
        depth--;
      }
    }
    return quote != 0 ? -1 : i;
  }
}
