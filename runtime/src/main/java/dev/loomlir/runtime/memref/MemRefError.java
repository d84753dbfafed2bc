package dev.loomlir.runtime.memref;

import dev.loomlir.runtime.MlirRuntimeException;

/**
 * A run-time error of a memref operation, such as an access outside the allocation: the
 * runtime's {@link MlirRuntimeException}, naming the {@code .mlir} location
 * ({@code file:line:col}) of the offending op when the caller knows it, so it is reported as
 * {@code file:line:col: error: reason}.
 */
public final class MemRefError extends MlirRuntimeException {
  private static final long serialVersionUID = 1L;

  /** @param location {@code file:line:col} of the op, or null when unknown */
  public MemRefError(String location, String reason) {
    super(reason, location == null || location.isEmpty() ? null : location);
  }

  public MemRefError(String location, String reason, Throwable cause) {
    this(location, reason);
    initCause(cause);
  }

  /** The message without the location. */
  public String reason() { return mlirMessage(); }
}
