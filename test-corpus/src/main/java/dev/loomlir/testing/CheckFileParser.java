package dev.loomlir.testing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads the directives of a check file. A directive is a check prefix (not preceded by a word
 * character) followed by {@code :} or a known suffix such as {@code -NEXT:}; its pattern is the
 * rest of the line. A comment prefix ({@code COM:}, {@code RUN:}) earlier on a line hides it.
 */
final class CheckFileParser {
  private static final List<String> COMMENT_PREFIXES = List.of("COM", "RUN");
  private static final List<CheckKind> SUFFIXED = List.of(
      CheckKind.NEXT, CheckKind.SAME, CheckKind.NOT, CheckKind.DAG, CheckKind.LABEL, CheckKind.EMPTY);

  private final String fileName;
  private final FileCheckOptions options;
  private final List<String> prefixesByLength;
  private final Set<String> usedPrefixes = new LinkedHashSet<>();

  CheckFileParser(String fileName, FileCheckOptions options) {
    this.fileName = fileName;
    this.options = options;
    List<String> all = new ArrayList<>(options.prefixes());
    all.addAll(COMMENT_PREFIXES);
    all.sort(Comparator.comparingInt(String::length).reversed());
    this.prefixesByLength = all;
  }

  /** What a prefix occurrence turned out to be. */
  private record Found(String prefix, CheckKind kind, int count, int patternStart, int prefixStart) {}

  List<CheckDirective> parse(String text) throws FileCheckError {
    List<CheckDirective> directives = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    boolean seenPositive = false;
    for (int index = 0; index < lines.length; index++) {
      String line = lines[index];
      Found found = findDirective(line);
      if (found == null || COMMENT_PREFIXES.contains(found.prefix()) && !options.prefixes().contains(found.prefix())) {
        continue;
      }
      int lineNo = index + 1;
      usedPrefixes.add(found.prefix());
      String spelling = found.prefix() + found.kind().suffix;
      if (!seenPositive && (found.kind() == CheckKind.NEXT || found.kind() == CheckKind.SAME
          || found.kind() == CheckKind.EMPTY)) {
        throw error(lineNo, found.prefixStart() + 1, line,
            "found '" + spelling + "' without previous '" + found.prefix() + ": line");
      }
      if (found.kind().isPositive()) seenPositive = true;
      int start = found.patternStart();
      String rest = line.substring(start);
      if (rest.endsWith("\r")) rest = rest.substring(0, rest.length() - 1);
      String stripped = rest.stripLeading();
      start += rest.length() - stripped.length();
      String patternText = stripped.stripTrailing();
      if (found.kind() == CheckKind.EMPTY) {
        if (!patternText.isEmpty()) {
          throw error(lineNo, start + 1, line,
              "found non-empty check string for empty check with prefix '" + found.prefix() + ":'");
        }
        directives.add(new CheckDirective(CheckKind.EMPTY, found.prefix(), 1, CheckPattern.emptyLine(lineNo),
            lineNo, start + 1));
        continue;
      }
      if (patternText.isEmpty()) {
        throw error(lineNo, start + 1, line, "found empty check string with prefix '" + found.prefix() + ":'");
      }
      try {
        CheckPattern pattern = CheckPattern.parse(patternText, lineNo, options.matchFullLines(),
            options.strictWhitespace());
        directives.add(new CheckDirective(found.kind(), found.prefix(), found.count(), pattern, lineNo, start + 1));
      } catch (IllegalArgumentException e) {
        throw error(lineNo, start + 1, line, e.getMessage());
      }
    }
    return directives;
  }

  /** Prefixes of the command line that no directive used. */
  List<String> unusedPrefixes() {
    List<String> unused = new ArrayList<>();
    for (String p : options.prefixes()) if (!usedPrefixes.contains(p)) unused.add(p);
    return unused;
  }

  private Found findDirective(String line) {
    for (int pos = 0; pos < line.length(); pos++) {
      if (pos > 0 && isWordChar(line.charAt(pos - 1))) continue;
      for (String prefix : prefixesByLength) {
        if (!line.startsWith(prefix, pos)) continue;
        Found found = directiveAfterPrefix(line, prefix, pos);
        if (found != null) return found;
      }
    }
    return null;
  }

  private static Found directiveAfterPrefix(String line, String prefix, int prefixStart) {
    int at = prefixStart + prefix.length();
    if (line.startsWith(":", at)) return new Found(prefix, CheckKind.PLAIN, 1, at + 1, prefixStart);
    for (CheckKind kind : SUFFIXED) {
      if (line.startsWith(kind.suffix + ":", at)) {
        return new Found(prefix, kind, 1, at + kind.suffix.length() + 1, prefixStart);
      }
    }
    if (line.startsWith("-COUNT-", at)) {
      int digits = at + "-COUNT-".length();
      int end = digits;
      while (end < line.length() && Character.isDigit(line.charAt(end))) end++;
      if (end > digits && line.startsWith(":", end)) {
        int count = Integer.parseInt(line.substring(digits, end));
        if (count > 0) return new Found(prefix, CheckKind.COUNT, count, end + 1, prefixStart);
      }
    }
    return null;
  }

  private static boolean isWordChar(char c) {
    return Character.isLetterOrDigit(c) || c == '-' || c == '_';
  }

  private FileCheckError error(int line, int column, String lineText, String message) {
    return new FileCheckError(2, fileName + ":" + line + ":" + column + ": error: " + message + "\n"
        + lineText + "\n" + " ".repeat(Math.max(0, column - 1)) + "^\n");
  }
}
