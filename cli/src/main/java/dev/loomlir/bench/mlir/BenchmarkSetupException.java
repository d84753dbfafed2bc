package dev.loomlir.bench.mlir;

/**
 * The benchmark cannot start: the file does not compile (the message is the compiler's rendered
 * diagnostics), the function is missing, the arguments do not fit it, or an option is invalid.
 * The message is meant for the user as it is.
 */
public final class BenchmarkSetupException extends Exception {
  private static final long serialVersionUID = 1L;

  public BenchmarkSetupException(String message) { super(message); }

  public BenchmarkSetupException(String message, Throwable cause) { super(message, cause); }
}
