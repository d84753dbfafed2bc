package dev.loomlir.syntax.parse;

/**
 * Finds the end of the verbatim body of a dialect type or attribute, {@code <...>} right after
 * the mnemonic, by matching nested punctuation (strings skipped, {@code ->} not a closer).
 */
final class PrettyDialectBody {
  private PrettyDialectBody() {}

  /** The offset just past the body starting at {@code from}, or {@code from} when no {@code <} follows directly. */
  static int end(ParserState s, int from) {
    String text = s.text;
    if (from >= text.length() || text.charAt(from) != '<') return from;
    char[] stack = new char[16];
    int depth = 0;
    int i = from;
    do {
      if (i >= text.length()) {
        throw s.errorAt(from, "unbalanced '" + stack[depth - 1] + "' character in pretty dialect name");
      }
      char c = text.charAt(i++);
      switch (c) {
        case '<', '[', '(', '{' -> {
          if (depth == stack.length) stack = java.util.Arrays.copyOf(stack, depth * 2);
          stack[depth++] = c;
        }
        case '-' -> {
          if (i < text.length() && text.charAt(i) == '>') i++;
        }
        case '>', ']', ')', '}' -> {
          char open = stack[--depth];
          if (open != opening(c)) throw s.errorAt(from, "unbalanced '" + open + "' character in pretty dialect name");
        }
        case '"' -> i = skipString(s, i - 1);
        default -> { }
      }
    } while (depth > 0);
    return i;
  }

  private static char opening(char close) {
    return switch (close) {
      case '>' -> '<';
      case ']' -> '[';
      case ')' -> '(';
      default -> '{';
    };
  }

  private static int skipString(ParserState s, int quote) {
    Lexer lexer = new Lexer(s.buffer);
    lexer.resetTo(quote);
    return lexer.next().end();
  }
}
