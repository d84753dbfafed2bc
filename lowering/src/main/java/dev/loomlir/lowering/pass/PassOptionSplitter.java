package dev.loomlir.lowering.pass;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a pass's option text, {@code max-iterations=3 test-convergence s="a b" l={x,y}}, into
 * {@code name[=value]} arguments as mlir-opt does. Only a space ends an argument; a name ends at
 * the first {@code =}, and its value runs from there to the next space outside quotes and braces;
 * each is trimmed, and an argument whose name is empty ({@code =5}) is dropped. So
 * {@code n= 5} is {@code n} with an empty value and then a separate {@code 5}, while {@code n =5}
 * is {@code n} without a value (and {@code =5}, dropped). A name or value wholly in quotes or
 * braces loses them and the spaces inside them ({@code " 5 "} is {@code 5}); a quote without its
 * partner is an ordinary character.
 */
public final class PassOptionSplitter {
  private PassOptionSplitter() {}

  public static List<OptionArgument> split(String text) {
    List<OptionArgument> arguments = new ArrayList<>();
    int n = text.length();
    for (int i = LlvmSpaces.skip(text, 0); i < n; i = LlvmSpaces.skip(text, i)) {
      int nameEnd = i;
      while (nameEnd < n && text.charAt(nameEnd) != ' ' && text.charAt(nameEnd) != '=') nameEnd++;
      String name = unwrap(text.substring(i, nameEnd));
      String value = null;
      i = nameEnd;
      if (i < n && text.charAt(i) == '=') {
        int valueEnd = unitEnd(text, i + 1, ' ');
        value = unwrap(text.substring(i + 1, valueEnd));
        i = valueEnd;
      }
      if (!name.isEmpty()) arguments.add(new OptionArgument(name, value));
    }
    return arguments;
  }

  /**
   * The end of the unit starting at {@code i} (a value, or an element of a list value): the first
   * {@code stop} outside quotes and braces, or the text's end (where an unclosed brace also ends it).
   */
  static int unitEnd(String text, int i, char stop) {
    int n = text.length();
    for (; i < n && text.charAt(i) != stop; i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        i = closingQuote(text, i);
      } else if (c == '{') {
        int depth = 1;
        for (i++; i < n; i++) {
          char d = text.charAt(i);
          if (d == '"' || d == '\'') {
            i = closingQuote(text, i);
          } else if (d == '{') {
            depth++;
          } else if (d == '}' && --depth == 0) {
            break;
          }
        }
        if (i == n) return n;
      }
    }
    return i;
  }

  /** The index of the quote that closes the one at {@code open}, or {@code open} if none does. */
  private static int closingQuote(String text, int open) {
    int close = text.indexOf(text.charAt(open), open + 1);
    return close < 0 ? open : close;
  }

  /** {@code text} trimmed and, when wholly in quotes or braces, without them and the spaces inside. */
  static String unwrap(String text) {
    String trimmed = LlvmSpaces.trim(text);
    if (trimmed.length() < 2) return trimmed;
    char first = trimmed.charAt(0);
    char last = trimmed.charAt(trimmed.length() - 1);
    boolean wrapped = (first == '"' && last == '"') || (first == '\'' && last == '\'') || (first == '{' && last == '}');
    return wrapped ? LlvmSpaces.trim(trimmed.substring(1, trimmed.length() - 1)) : trimmed;
  }
}
