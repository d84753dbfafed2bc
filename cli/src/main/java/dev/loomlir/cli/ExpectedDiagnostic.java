package dev.loomlir.cli;

import dev.loomlir.ir.Severity;
import java.util.regex.Pattern;

/**
 * One {@code // expected-error @+1 {{message}}} annotation. {@code line} is the 1-based line the
 * diagnostic must be reported on (0 for {@code @unknown}); {@code annotationLine} and
 * {@code annotationColumn} locate the annotation itself, for "was not produced" reports.
 * Plain messages match as substrings; {@code -re} messages may hold {@code {{regex}}} segments.
 */
public final class ExpectedDiagnostic {
  private final Severity severity;
  private final String message;
  private final Pattern regex;
  private final int line;
  private final int annotationLine;
  private final int annotationColumn;
  private boolean matched;

  public ExpectedDiagnostic(Severity severity, String message, boolean isRegex, int line,
                            int annotationLine, int annotationColumn) {
    this.severity = severity;
    this.message = message;
    this.regex = isRegex ? Pattern.compile(toJavaRegex(message)) : null;
    this.line = line;
    this.annotationLine = annotationLine;
    this.annotationColumn = annotationColumn;
  }

  /** Literal text quoted, {@code {{...}}} segments kept as regular expressions. */
  static String toJavaRegex(String message) {
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (i < message.length()) {
      int open = message.indexOf("{{", i);
      if (open < 0) {
        sb.append(Pattern.quote(message.substring(i)));
        break;
      }
      int close = message.indexOf("}}", open + 2);
      if (close < 0) {
        sb.append(Pattern.quote(message.substring(i)));
        break;
      }
      if (open > i) sb.append(Pattern.quote(message.substring(i, open)));
      sb.append("(?:").append(message, open + 2, close).append(')');
      i = close + 2;
    }
    return sb.toString();
  }

  public boolean matches(Severity actualSeverity, int actualLine, String actualMessage) {
    if (actualSeverity != severity || actualLine != line) return false;
    return regex != null ? regex.matcher(actualMessage).find() : actualMessage.contains(message);
  }

  public Severity severity() { return severity; }

  public String message() { return message; }

  public int line() { return line; }

  public int annotationLine() { return annotationLine; }

  public int annotationColumn() { return annotationColumn; }

  public boolean isMatched() { return matched; }

  public void markMatched() { matched = true; }
}
