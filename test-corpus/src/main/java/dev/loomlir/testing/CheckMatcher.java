package dev.loomlir.testing;

import dev.loomlir.diag.SourceBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Matches directives against the input as FileCheck does. Positive checks match in order, each
 * from the end of the previous match; CHECK-DAG groups match in any order (without overlapping)
 * and CHECK-NOTs must not match in the gap they stand for. CHECK-LABELs are found first and cut
 * the input into sections that the other checks cannot cross.
 */
final class CheckMatcher {
  /** A positive check and the DAG/NOT directives written before it. */
  private record CheckGroup(List<CheckDirective> dagNots, CheckDirective check) {}

  /** Where the DAG/NOT part of a group ended, and the NOTs still to test before the positive match. */
  private record DagResult(int position, List<CheckDirective> pendingNots) {}

  private final SourceBuffer checkFile;
  private final SourceBuffer input;
  private final String text;
  private final FileCheckOptions options;
  private final CheckVariables vars;

  CheckMatcher(SourceBuffer checkFile, SourceBuffer input, FileCheckOptions options, CheckVariables vars) {
    this.checkFile = checkFile;
    this.input = input;
    this.text = input.text();
    this.options = options;
    this.vars = vars;
  }

  void run(List<CheckDirective> directives, List<CheckDirective> implicitNots) throws FileCheckError {
    List<CheckGroup> groups = group(directives, implicitNots);
    int sectionStart = 0;
    int firstGroup = 0;
    for (int i = 0; i < groups.size(); i++) {
      CheckDirective check = groups.get(i).check();
      if (check.kind() != CheckKind.LABEL && check.kind() != CheckKind.EOF) continue;
      int sectionEnd = text.length();
      if (check.kind() == CheckKind.LABEL) {
        CheckPattern.Match label = find(check, sectionStart, text.length());
        if (label == null) throw notFound(check, sectionStart);
        sectionEnd = label.end();
        if (options.enableVarScope()) vars.clearLocals();
      }
      int position = sectionStart;
      for (int j = firstGroup; j <= i; j++) position = matchGroup(groups.get(j), position, sectionEnd);
      sectionStart = sectionEnd;
      firstGroup = i + 1;
    }
  }

  private static List<CheckGroup> group(List<CheckDirective> directives, List<CheckDirective> implicitNots) {
    List<CheckGroup> groups = new ArrayList<>();
    List<CheckDirective> pending = new ArrayList<>(implicitNots);
    for (CheckDirective d : directives) {
      if (d.kind().isPositive()) {
        groups.add(new CheckGroup(pending, d));
        pending = new ArrayList<>(implicitNots);
      } else {
        pending.add(d);
      }
    }
    String prefix = directives.isEmpty() ? "CHECK" : directives.get(directives.size() - 1).prefix();
    groups.add(new CheckGroup(pending, new CheckDirective(CheckKind.EOF, prefix, 1, null, 0, 0)));
    return groups;
  }

  /** Matches one group in {@code [start, end)}; returns where the next check starts searching. */
  private int matchGroup(CheckGroup group, int start, int end) throws FileCheckError {
    DagResult dags = matchDagsAndNots(group.dagNots(), start, end);
    CheckDirective check = group.check();
    int matchStart;
    int matchEnd;
    if (check.kind() == CheckKind.EOF) {
      matchStart = end;
      matchEnd = end;
    } else {
      CheckPattern.Match first = null;
      int from = dags.position();
      for (int n = 0; n < check.count(); n++) {
        CheckPattern.Match m = find(check, from, end);
        if (m == null) throw notFound(check, from);
        commit(m);
        if (first == null) first = m;
        from = m.end();
      }
      matchStart = first.start();
      matchEnd = from;
    }
    checkLinePosition(check, dags.position(), matchStart);
    checkNots(dags.pendingNots(), dags.position(), matchStart);
    return matchEnd;
  }

  private DagResult matchDagsAndNots(List<CheckDirective> dagNots, int start, int end) throws FileCheckError {
    int groupStart = start;
    List<int[]> ranges = new ArrayList<>(); // matches of the current DAG group, sorted, disjoint
    List<CheckDirective> nots = new ArrayList<>();
    for (int i = 0; i < dagNots.size(); i++) {
      CheckDirective d = dagNots.get(i);
      if (d.kind() == CheckKind.NOT) {
        nots.add(d);
        continue;
      }
      insertDagMatch(d, groupStart, end, ranges);
      boolean groupEnds = i + 1 == dagNots.size() || dagNots.get(i + 1).kind() == CheckKind.NOT;
      if (groupEnds) {
        if (!nots.isEmpty()) {
          checkNots(nots, groupStart, ranges.get(0)[0]);
          nots = new ArrayList<>();
        }
        groupStart = ranges.get(ranges.size() - 1)[1];
        ranges.clear();
      }
    }
    return new DagResult(groupStart, nots);
  }

  /** Finds the first match of a DAG directive that overlaps no earlier match of its group. */
  private void insertDagMatch(CheckDirective d, int groupStart, int end, List<int[]> ranges) throws FileCheckError {
    int from = groupStart;
    while (true) {
      CheckPattern.Match m = find(d, from, end);
      if (m == null) throw notFound(d, groupStart);
      int k = 0;
      boolean overlap = false;
      for (; k < ranges.size(); k++) {
        int[] r = ranges.get(k);
        if (m.start() < r[1]) {
          overlap = r[0] < m.end();
          break;
        }
      }
      if (!overlap) {
        ranges.add(k, new int[] {m.start(), m.end()});
        commit(m);
        return;
      }
      from = ranges.get(k)[1];
    }
  }

  private void checkNots(List<CheckDirective> nots, int from, int to) throws FileCheckError {
    for (CheckDirective not : nots) {
      CheckPattern.Match m = find(not, from, Math.max(from, to));
      if (m != null) {
        throw new FileCheckError(1, directiveError(not, "excluded string found in input")
            + inputNote(m.start(), "found here"));
      }
    }
  }

  /** CHECK-NEXT/EMPTY want exactly one newline since the previous match, CHECK-SAME none. */
  private void checkLinePosition(CheckDirective check, int previousEnd, int matchStart) throws FileCheckError {
    CheckKind kind = check.kind();
    if (kind != CheckKind.NEXT && kind != CheckKind.EMPTY && kind != CheckKind.SAME) return;
    int newlines = 0;
    for (int i = previousEnd; i < matchStart; i++) if (text.charAt(i) == '\n') newlines++;
    String problem = null;
    if (kind == CheckKind.SAME && newlines != 0) {
      problem = "is not on the same line as the previous match";
    } else if (kind != CheckKind.SAME && newlines == 0) {
      problem = "is on the same line as previous match";
    } else if (kind != CheckKind.SAME && newlines > 1) {
      problem = "is not on the line after the previous match";
    }
    if (problem != null) {
      throw new FileCheckError(1, directiveError(check, problem)
          + inputNote(matchStart, "'" + (kind == CheckKind.SAME ? "same" : "next") + "' match was here")
          + inputNote(previousEnd, "previous match ended here"));
    }
  }

  private CheckPattern.Match find(CheckDirective d, int from, int to) throws FileCheckError {
    try {
      return d.pattern().find(text, from, to, vars);
    } catch (IllegalStateException e) {
      throw new FileCheckError(1, directiveError(d, e.getMessage()).replace(d.spelling() + ": " + e.getMessage(),
          e.getMessage()));
    }
  }

  private void commit(CheckPattern.Match m) {
    m.strings().forEach(vars::defineString);
    for (Map.Entry<String, CheckVariables.NumericValue> e : m.numerics().entrySet()) {
      vars.defineNumeric(e.getKey(), e.getValue().value(), e.getValue().format());
    }
  }

  private FileCheckError notFound(CheckDirective d, int scanFrom) {
    return new FileCheckError(1, directiveError(d, "expected string not found in input")
        + inputNote(scanFrom, "scanning from here"));
  }

  /** {@code check:L:C: error: CHECK-NEXT: message}, the check line and a caret. */
  private String directiveError(CheckDirective d, String message) {
    String head = d.spelling() + ": " + message + "\n";
    if (d.line() <= 0) return "command line:1:1: error: " + head;
    String line = checkFile.lineText(d.line());
    return checkFile.name() + ":" + d.line() + ":" + d.column() + ": error: " + head
        + line + "\n" + " ".repeat(Math.max(0, d.column() - 1)) + "^\n";
  }

  private String inputNote(int offset, String message) {
    int line = input.line(offset);
    int column = input.column(offset);
    String lineText = input.lineText(line);
    return input.name() + ":" + line + ":" + column + ": note: " + message + "\n"
        + (lineText == null ? "" : lineText) + "\n" + " ".repeat(Math.max(0, column - 1)) + "^\n";
  }
}
