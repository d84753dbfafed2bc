package dev.loomlir.cli;

import dev.loomlir.diag.DiagnosticRenderer;
import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.ir.Diagnostic;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Severity;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --verify-diagnostics}: every diagnostic produced must match an {@code expected-*}
 * annotation on its line, and every annotation must be matched. Reports use mlir-opt's wording:
 * {@code unexpected error: ...} as diagnostics arrive, {@code expected error "..." was not produced}
 * at the end.
 */
public final class DiagnosticVerifier {
  /** Notes mlir-opt adds only when not verifying diagnostics (it turns op printing off then). */
  private static final String CURRENT_OPERATION_NOTE = "see current operation";

  private final SourceBuffer file;
  private final DiagnosticRenderer renderer;
  private final List<ExpectedDiagnostic> expected;
  private final List<String> reports = new ArrayList<>();

  public DiagnosticVerifier(SourceBuffer file, DiagnosticRenderer renderer) {
    this.file = file;
    this.renderer = renderer;
    ExpectedDiagnosticsParser.Result parsed = ExpectedDiagnosticsParser.parse(file.name(), file.text());
    this.expected = parsed.expected();
    for (String problem : parsed.problems()) reports.add(problem + "\n");
  }

  /** Checks a produced diagnostic and, separately, each of its notes and the diagnostics following it. */
  public void consume(Diagnostic diagnostic) {
    check(diagnostic);
    for (Diagnostic note : diagnostic.notes()) {
      if (!note.message().startsWith(CURRENT_OPERATION_NOTE)) check(note);
    }
    for (Diagnostic next : diagnostic.followUps()) consume(next);
  }

  private void check(Diagnostic d) {
    int line = lineInThisFile(d.location());
    if (line >= 0) {
      ExpectedDiagnostic fallback = null;
      for (ExpectedDiagnostic e : expected) {
        if (!e.matches(d.severity(), line, d.message())) continue;
        if (!e.isMatched()) {
          e.markMatched();
          return;
        }
        fallback = e;
      }
      if (fallback != null) return;
    }
    Diagnostic report = new Diagnostic(Severity.ERROR, d.location(),
        "unexpected " + d.severity().spelling + ": " + d.message());
    reports.add(renderer.format(report));
  }

  /** The diagnostic's line in the verified file; 0 for an unknown location; -1 for another file. */
  private int lineInThisFile(Location loc) {
    Location.FileLineCol flc = loc.fileLineCol();
    if (flc == null) return 0;
    return flc.file().equals(file.name()) ? flc.line() : -1;
  }

  /** Adds a report for every annotation nothing matched; returns all reports, in mlir-opt's order. */
  public List<String> finish() {
    for (ExpectedDiagnostic e : expected) {
      if (!e.isMatched()) reports.add(notProduced(e));
    }
    return reports;
  }

  private String notProduced(ExpectedDiagnostic e) {
    String sourceLine = file.lineText(e.annotationLine());
    StringBuilder sb = new StringBuilder();
    sb.append(file.name()).append(':').append(e.annotationLine()).append(':').append(e.annotationColumn())
        .append(": error: expected ").append(e.severity().spelling).append(" \"").append(e.message())
        .append("\" was not produced\n");
    if (sourceLine != null) {
      sb.append(sourceLine).append('\n')
          .append(" ".repeat(e.annotationColumn() - 1)).append('^')
          .append("~".repeat(Math.max(0, e.message().length() - 1))).append('\n');
    }
    return sb.toString();
  }
}
