package dev.loomlir.testing.lit;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * lit's boolean feature expressions, as {@code REQUIRES:}, {@code UNSUPPORTED:}, {@code XFAIL:}
 * and {@code %if} take them: {@code ||}, {@code &&}, {@code !}, parentheses, {@code true}, and
 * terms that name a feature, where {@code {{regex}}} parts match as regular expressions
 * ({@code target={{s390x-.*}}} against the feature {@code target=x86_64-unknown-linux-gnu}).
 */
public final class LitExpression {
  private final String text;
  private final Set<String> features;
  private int pos;

  private LitExpression(String text, Set<String> features) {
    this.text = text;
    this.features = features;
  }

  /** True when {@code expression} holds for {@code features}; malformed text throws. */
  public static boolean evaluate(String expression, Set<String> features) {
    LitExpression parser = new LitExpression(expression, features);
    boolean value = parser.or();
    parser.skipSpaces();
    if (parser.pos != expression.length()) throw parser.error("unexpected '" + expression.substring(parser.pos) + "'");
    return value;
  }

  private boolean or() {
    boolean value = and();
    while (accept("||")) value |= and();
    return value;
  }

  private boolean and() {
    boolean value = not();
    while (accept("&&")) value &= not();
    return value;
  }

  private boolean not() {
    if (accept("!")) return !not();
    if (accept("(")) {
      boolean value = or();
      if (!accept(")")) throw error("expected ')'");
      return value;
    }
    return term();
  }

  private boolean term() {
    skipSpaces();
    StringBuilder regex = new StringBuilder();
    int start = pos;
    while (pos < text.length() && !endsTerm(text.charAt(pos))) {
      if (text.startsWith("{{", pos)) {
        int end = text.indexOf("}}", pos + 2);
        if (end < 0) throw error("unterminated '{{'");
        regex.append('(').append(text, pos + 2, end).append(')');
        pos = end + 2;
      } else {
        regex.append(Pattern.quote(String.valueOf(text.charAt(pos++))));
      }
    }
    if (pos == start) throw error("expected a feature");
    if (text.substring(start, pos).equals("true")) return true;
    Pattern pattern = Pattern.compile(regex.toString());
    return features.stream().anyMatch(f -> pattern.matcher(f).matches());
  }

  private static boolean endsTerm(char c) {
    return Character.isWhitespace(c) || c == '(' || c == ')' || c == '&' || c == '|' || c == '!';
  }

  private boolean accept(String token) {
    skipSpaces();
    if (!text.startsWith(token, pos)) return false;
    pos += token.length();
    return true;
  }

  private void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) pos++;
  }

  private IllegalArgumentException error(String message) {
    return new IllegalArgumentException("lit expression '" + text + "': " + message + " at " + pos);
  }
}
