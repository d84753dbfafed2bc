package dev.loomlir.runtime.ptr;

import dev.loomlir.runtime.MlirRuntimeException;

/**
 * A bad access through an {@code !llvm.ptr}: out of its allocation's bounds, after {@code free},
 * through null, a bad {@code free}. Upstream has undefined behaviour in all these cases; loomlir
 * stops at the op. C library functions throw it without a location; the call that reached them
 * gives it its own ({@link #at}).
 */
public final class PointerFault extends MlirRuntimeException {
  private static final long serialVersionUID = 1L;

  public PointerFault(String message, String location) { super(message, location); }

  /** The same fault at {@code location}, unless it already has one. */
  public static PointerFault at(PointerFault fault, String location) {
    if (fault.location() != null || location == null) return fault;
    PointerFault located = new PointerFault(fault.mlirMessage(), location);
    located.setStackTrace(fault.getStackTrace());
    return located;
  }
}
