package dev.loomlir.dialects.memref;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;

/**
 * The checks of MLIR's {@code OffsetSizeAndStrideOpInterface} (subview, reinterpret_cast): list
 * lengths agree, each static list has the expected length, one operand per dynamic entry, and
 * no negative static offset or size.
 */
final class OffsetSizeStrideRules {
  private OffsetSizeStrideRules() {}

  /** {@code max*}: the expected number of offsets, sizes and strides. */
  static void verify(Operation op, long[] offsets, long[] sizes, long[] strides, int maxOffsets, int maxSizes, int maxStrides) {
    if (!(offsets.length == 1 && maxOffsets == 1) && offsets.length != sizes.length) {
      throw DiagnosticException.error(op, "expected mixed offsets rank to match mixed sizes rank (" + offsets.length + " vs "
          + sizes.length + ") so the rank of the result type is well-formed.");
    }
    if (sizes.length != strides.length) {
      throw DiagnosticException.error(op, "expected mixed sizes rank to match mixed strides rank (" + sizes.length + " vs "
          + strides.length + ") so the rank of the result type is well-formed.");
    }
    verifyList(op, "offset", maxOffsets, offsets, op.operandGroup("offsets").size());
    verifyList(op, "size", maxSizes, sizes, op.operandGroup("sizes").size());
    verifyList(op, "stride", maxStrides, strides, op.operandGroup("strides").size());
    for (long o : offsets) {
      if (o < 0 && o != ShapedType.DYNAMIC) throw DiagnosticException.error(op, "expected offsets to be non-negative, but got " + o);
    }
    for (long s : sizes) {
      if (s < 0 && s != ShapedType.DYNAMIC) throw DiagnosticException.error(op, "expected sizes to be non-negative, but got " + s);
    }
  }

  private static void verifyList(Operation op, String name, int expected, long[] statics, int numOperands) {
    if (statics.length != expected) {
      throw DiagnosticException.error(op, "expected " + expected + " " + name + " values, got " + statics.length);
    }
    long dynamic = java.util.Arrays.stream(statics).filter(v -> v == ShapedType.DYNAMIC).count();
    if (numOperands != dynamic) throw DiagnosticException.error(op, "expected " + dynamic + " dynamic " + name + " values");
  }
}
