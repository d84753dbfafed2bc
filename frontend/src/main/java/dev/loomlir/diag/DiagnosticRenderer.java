package dev.loomlir.diag;

import dev.loomlir.ir.Diagnostic;
import dev.loomlir.ir.Location;
import java.io.PrintStream;

/**
 * Prints diagnostics as mlir-opt does: {@code file:line:col: error: message}, then the source line
 * and a caret under the column; notes follow in the same form.
 */
public final class DiagnosticRenderer {
  private final SourceManager sources;

  public DiagnosticRenderer(SourceManager sources) { this.sources = sources; }

  public void render(Diagnostic d, PrintStream out) {
    out.print(format(d));
  }

  public String format(Diagnostic d) {
    StringBuilder sb = new StringBuilder();
    append(sb, d);
    for (Diagnostic n : d.notes()) append(sb, n);
    for (Diagnostic next : d.followUps()) sb.append(format(next));
    return sb.toString();
  }

  private void append(StringBuilder sb, Diagnostic d) {
    Location.FileLineCol flc = d.location().fileLineCol();
    if (flc != null) {
      sb.append(flc.file()).append(':').append(flc.line()).append(':').append(flc.column()).append(": ");
    } else {
      sb.append("loc(unknown): ");
    }
    sb.append(d.severity().spelling).append(": ").append(d.message()).append('\n');
    if (flc != null) {
      SourceBuffer buf = sources.get(flc.file());
      String line = buf == null ? null : buf.lineText(flc.line());
      if (line != null) {
        sb.append(line).append('\n');
        sb.append(" ".repeat(Math.max(0, Math.min(flc.column() - 1, line.length())))).append("^\n");
      }
    }
  }
}
