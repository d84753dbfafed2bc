package dev.loomlir.testing;

import java.util.Map;

/**
 * Translates FileCheck's regular expressions (POSIX extended, matched newline-sensitively) to
 * java.util.regex: {@code [^x]} never matches a newline, {@code [[:digit:]]} classes, a literal
 * {@code [} or backslash inside brackets, and a {@code {} that does not start a repetition.
 */
final class PosixRegex {
  private static final Map<String, String> CLASSES = Map.ofEntries(
      Map.entry("alpha", "\\p{Alpha}"), Map.entry("digit", "\\p{Digit}"), Map.entry("alnum", "\\p{Alnum}"),
      Map.entry("upper", "\\p{Upper}"), Map.entry("lower", "\\p{Lower}"), Map.entry("space", "\\s"),
      Map.entry("blank", "\\p{Blank}"), Map.entry("punct", "\\p{Punct}"), Map.entry("xdigit", "\\p{XDigit}"),
      Map.entry("print", "\\p{Print}"), Map.entry("graph", "\\p{Graph}"), Map.entry("cntrl", "\\p{Cntrl}"));

  private PosixRegex() {}

  static String toJava(String posix) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    int n = posix.length();
    while (i < n) {
      char c = posix.charAt(i);
      if (c == '\\' && i + 1 < n) {
        out.append(c).append(posix.charAt(i + 1));
        i += 2;
      } else if (c == '[') {
        i = bracket(posix, i, out);
      } else if (c == '{' && !(i + 1 < n && Character.isDigit(posix.charAt(i + 1)))) {
        out.append("\\{");
        i++;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  /** Translates the bracket expression starting at {@code start}; returns the index after it. */
  private static int bracket(String s, int start, StringBuilder out) {
    int i = start + 1;
    int n = s.length();
    out.append('[');
    if (i < n && s.charAt(i) == '^') {
      out.append("^\\n");
      i++;
    }
    if (i < n && s.charAt(i) == ']') {
      out.append("\\]");
      i++;
    }
    while (i < n && s.charAt(i) != ']') {
      char c = s.charAt(i);
      if (s.startsWith("[:", i) && s.indexOf(":]", i + 2) > 0) {
        int end = s.indexOf(":]", i + 2);
        String cls = CLASSES.get(s.substring(i + 2, end));
        out.append(cls != null ? cls : s.substring(i, end + 2));
        i = end + 2;
        continue;
      }
      if (c == '[' || c == '\\' || c == '&') out.append('\\');
      out.append(c);
      i++;
    }
    if (i >= n) return n; // unclosed: left unclosed so compiling it fails, as in FileCheck
    out.append(']');
    return i + 1;
  }
}
