package dev.loomlir.testing.lit;

import java.util.Set;

/**
 * lit's {@code %if EXPR %{ THEN %} [%else %{ ELSE %}]}: the branch the feature expression picks
 * replaces the whole construct (branches may nest {@code %{ %}} pairs).
 */
final class ConditionalSubstitution {
  private static final String IF = "%if";
  private static final String ELSE = "%else";
  private static final String OPEN = "%{";
  private static final String CLOSE = "%}";

  private ConditionalSubstitution() {}

  static String expand(String text, Set<String> features) {
    int at = text.indexOf(IF);
    while (at >= 0) {
      int open = text.indexOf(OPEN, at);
      if (open < 0) throw new IllegalArgumentException("'%if' without '%{' in: " + text);
      boolean holds = LitExpression.evaluate(text.substring(at + IF.length(), open), features);
      int close = matchingClose(text, open);
      String chosen = holds ? text.substring(open + OPEN.length(), close) : "";
      int end = close + CLOSE.length();
      int afterSpaces = skipSpaces(text, end);
      if (text.startsWith(ELSE, afterSpaces)) {
        int elseOpen = skipSpaces(text, afterSpaces + ELSE.length());
        if (!text.startsWith(OPEN, elseOpen)) throw new IllegalArgumentException("'%else' without '%{' in: " + text);
        int elseClose = matchingClose(text, elseOpen);
        if (!holds) chosen = text.substring(elseOpen + OPEN.length(), elseClose);
        end = elseClose + CLOSE.length();
      }
      text = text.substring(0, at) + chosen + text.substring(end);
      at = text.indexOf(IF, at);
    }
    return text;
  }

  private static int matchingClose(String text, int open) {
    int depth = 0;
    for (int i = open; i < text.length() - 1; i++) {
      if (text.startsWith(OPEN, i)) {
        depth++;
        i++;
      } else if (text.startsWith(CLOSE, i)) {
        if (--depth == 0) return i;
        i++;
      }
    }
    throw new IllegalArgumentException("'%{' without '%}' in: " + text);
  }

  private static int skipSpaces(String text, int i) {
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
    return i;
  }
}
