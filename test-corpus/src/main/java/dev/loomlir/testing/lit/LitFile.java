package dev.loomlir.testing.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the {@code RUN:} lines of a lit test (a line ending in {@code \} continues on the next RUN
 * line) and its {@code REQUIRES:} features.
 */
public final class LitFile {
  private static final Pattern RUN = Pattern.compile("RUN:(.*)$");
  private static final Pattern REQUIRES = Pattern.compile("REQUIRES:(.*)$");

  private LitFile() {}

  public static List<RunLine> runLines(String text) {
    List<RunLine> runs = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    StringBuilder pending = null;
    int pendingLine = 0;
    for (int i = 0; i < lines.length; i++) {
      Matcher m = RUN.matcher(lines[i]);
      if (!m.find()) continue;
      String part = m.group(1).strip();
      boolean continues = part.endsWith("\\");
      if (continues) part = part.substring(0, part.length() - 1).strip();
      if (pending == null) {
        pending = new StringBuilder(part);
        pendingLine = i + 1;
      } else {
        pending.append(' ').append(part);
      }
      if (!continues) {
        runs.add(new RunLine(pendingLine, pending.toString().strip()));
        pending = null;
      }
    }
    if (pending != null) runs.add(new RunLine(pendingLine, pending.toString().strip()));
    return runs;
  }

  /** The features named on {@code REQUIRES:} lines (comma-separated, as in lit); the test needs all. */
  public static List<String> requiredFeatures(String text) {
    return directive(text, REQUIRES);
  }

  /**
   * The comma-separated feature expressions of every {@code KEYWORD:} line, e.g. {@code
   * UNSUPPORTED} or {@code XFAIL} (see {@link LitExpression}): lit skips a test when any
   * {@code UNSUPPORTED} one holds and expects it to fail when any {@code XFAIL} one does.
   */
  public static List<String> directive(String text, String keyword) {
    return directive(text, Pattern.compile(Pattern.quote(keyword) + ":(.*)$"));
  }

  private static List<String> directive(String text, Pattern pattern) {
    List<String> expressions = new ArrayList<>();
    for (String line : text.split("\n", -1)) {
      Matcher m = pattern.matcher(line);
      if (!m.find()) continue;
      for (String expression : m.group(1).split(",")) {
        if (!expression.isBlank()) expressions.add(expression.strip());
      }
    }
    return expressions;
  }
}
