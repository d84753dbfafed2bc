package dev.loomlir.ir;

import dev.loomlir.diag.DiagnosticRenderer;

/**
 * Thrown by the parser, verifier and passes to report a user-facing error. It carries a
 * {@link Diagnostic}; callers render it with {@link DiagnosticRenderer}. No stack trace is
 * captured: these are expected, and never shown to users as Java traces.
 */
public final class DiagnosticException extends RuntimeException {
  private final Diagnostic diagnostic;

  public DiagnosticException(Diagnostic diagnostic) {
    super(diagnostic.message(), null, false, false);
    this.diagnostic = diagnostic;
  }

  public DiagnosticException(Location loc, String message) {
    this(new Diagnostic(Severity.ERROR, loc, message));
  }

  /** An error about an op in MLIR's form: {@code 'arith.addi' op <message>}. */
  public static DiagnosticException opError(Operation op, String message) {
    return new DiagnosticException(op.location(), "'" + op.name() + "' op " + message);
  }

  /**
   * An error at an op without the {@code 'name' op} prefix: MLIR's {@code op->emitError()}, as
   * some upstream verifiers (subview, view, realloc) report.
   */
  public static DiagnosticException error(Operation op, String message) {
    return new DiagnosticException(op.location(), message);
  }

  public Diagnostic diagnostic() { return diagnostic; }

  public DiagnosticException note(Location loc, String message) {
    diagnostic.attachNote(loc, message);
    return this;
  }

  /**
   * A further error reported right after this one, as upstream's parsers report two for some
   * mistakes (an empty {@code ()} under a minus: the parentheses, then the negation's operand).
   */
  public DiagnosticException alsoError(Location loc, String message) {
    diagnostic.followedBy(new Diagnostic(Severity.ERROR, loc, message));
    return this;
  }
}
