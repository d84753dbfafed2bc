package dev.loomlir.runtime;

/**
 * An error raised by generated code at run time (a failing {@code cf.assert}, an integer division
 * by zero, ...). It names the .mlir location of the op that failed, so tools can report it the way
 * MLIR reports diagnostics: {@code file:line:col: error: message}.
 */
public class MlirRuntimeException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String location;
  private final String mlirMessage;

  /**
   * @param message what went wrong, without location
   * @param location {@code file:line:col} of the failing op, or null when unknown
   */
  public MlirRuntimeException(String message, String location) {
    super(location == null ? message : location + ": " + message);
    this.location = location;
    this.mlirMessage = message;
  }

  /** {@code file:line:col} of the op that failed, or null. */
  public String location() { return location; }

  /** The message without the location. */
  public String mlirMessage() { return mlirMessage; }

  /** The error as MLIR tools print it: {@code file:line:col: error: message}. */
  public String diagnosticText() {
    return (location == null ? "" : location + ": ") + "error: " + mlirMessage;
  }
}
