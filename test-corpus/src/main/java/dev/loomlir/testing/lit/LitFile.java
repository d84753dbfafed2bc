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
    List<String> features = new ArrayList<>();
    for (String line : text.split("\n", -1)) {
      Matcher m = REQUIRES.matcher(line);
      if (!m.find()) continue;
      for (String feature : m.group(1).split(",")) {
        if (!feature.isBlank()) features.add(feature.strip());
      }
    }
    return features;
  }
}
