package dev.loomlir.api;

/**
 * A program that cannot be compiled: it does not parse, does not verify, a pass failed, or the
 * code generator rejects it. {@link #diagnostics()} is the text mlir-opt would print:
 * {@code file:line:col: error: message}, the source line and a caret, then any notes.
 */
public final class CompileException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String diagnostics;

  public CompileException(String diagnostics) {
    super(diagnostics.endsWith("\n") ? diagnostics.substring(0, diagnostics.length() - 1) : diagnostics);
    this.diagnostics = diagnostics.endsWith("\n") ? diagnostics : diagnostics + "\n";
  }

  /** The rendered diagnostics, ending with a newline. */
  public String diagnostics() { return diagnostics; }
}
