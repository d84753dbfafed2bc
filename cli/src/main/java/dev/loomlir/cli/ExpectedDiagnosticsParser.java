package dev.loomlir.cli;

import dev.loomlir.ir.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Finds the {@code expected-*} annotations of a file, as mlir-opt's diagnostic verifier reads them:
 * {@code expected-(error|warning|note|remark)(-re)? (@+N|@-N|@above|@below|@unknown)? {{message}}}.
 * {@code @above}/{@code @below} skip over lines that hold annotations themselves.
 */
public final class ExpectedDiagnosticsParser {
  private static final Pattern ANNOTATION = Pattern.compile(
      "expected-(error|warning|note|remark)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\\{\\{(.*)\\}\\}\\s*$");

  /** The annotations found, and problems with annotations themselves (e.g. a bad regex). */
  public record Result(List<ExpectedDiagnostic> expected, List<String> problems) {}

  private ExpectedDiagnosticsParser() {}

  public static Result parse(String fileName, String text) {
    String[] lines = text.split("\n", -1);
    boolean[] isAnnotation = new boolean[lines.length];
    Matcher[] matches = new Matcher[lines.length];
    for (int i = 0; i < lines.length; i++) {
      Matcher m = ANNOTATION.matcher(lines[i]);
      if (m.find()) {
        isAnnotation[i] = true;
        matches[i] = m;
      }
    }
    List<ExpectedDiagnostic> expected = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (int i = 0; i < lines.length; i++) {
      Matcher m = matches[i];
      if (m == null) continue;
      int annotationLine = i + 1;
      int target = targetLine(m.group(4), i, isAnnotation);
      if (target < 0) {
        problems.add(fileName + ":" + annotationLine + ":" + (m.start() + 1)
            + ": error: expected diagnostic designator refers to a line outside the file");
        continue;
      }
      try {
        expected.add(new ExpectedDiagnostic(severity(m.group(1)), m.group(5), m.group(2) != null, target,
            annotationLine, m.start() + 1));
      } catch (PatternSyntaxException e) {
        problems.add(fileName + ":" + annotationLine + ":" + (m.start() + 1)
            + ": error: invalid regex: " + e.getDescription());
      }
    }
    return new Result(expected, problems);
  }

  /** The 1-based line a designator points at from 0-based line {@code index}; 0 for unknown, -1 if none. */
  private static int targetLine(String designator, int index, boolean[] isAnnotation) {
    if (designator == null) return index + 1;
    switch (designator) {
      case "unknown":
        return 0;
      case "above": {
        int j = index - 1;
        while (j >= 0 && isAnnotation[j]) j--;
        return j < 0 ? -1 : j + 1;
      }
      case "below": {
        int j = index + 1;
        while (j < isAnnotation.length && isAnnotation[j]) j++;
        return j >= isAnnotation.length ? -1 : j + 1;
      }
      default: {
        int target = index + 1 + Integer.parseInt(designator.startsWith("+") ? designator.substring(1) : designator);
        return target < 1 || target > isAnnotation.length ? -1 : target;
      }
    }
  }

  private static Severity severity(String word) {
    return switch (word) {
      case "error" -> Severity.ERROR;
      case "warning" -> Severity.WARNING;
      case "note" -> Severity.NOTE;
      default -> Severity.REMARK;
    };
  }
}
