package dev.loomlir.dialects.memref;

import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.StridedLayoutAttr;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The result type of {@code memref.subview}: inferred from the source layout and the static
 * offsets, sizes and strides, then compared with the declared type allowing rank reduction
 * (dropping unit dimensions), with upstream's error messages.
 */
final class SubViewTypes {
  private SubViewTypes() {}

  private static final long DYNAMIC = ShapedType.DYNAMIC;

  /** The type without rank reduction, always with a {@code strided<...>} layout (as upstream's {@code inferResultType}). */
  static MemRefType infer(MemRefType source, long[] offsets, long[] sizes, long[] strides) {
    MemRefLayouts.Strided base = MemRefLayouts.stridesAndOffset(source);
    long offset = base.offset();
    List<Long> resultStrides = new ArrayList<>();
    List<Long> shape = new ArrayList<>();
    for (int i = 0; i < sizes.length; i++) {
      long srcStride = base.strides().get(i);
      offset = MemRefLayouts.add(offset, MemRefLayouts.mul(offsets[i], srcStride));
      resultStrides.add(MemRefLayouts.mul(srcStride, strides[i]));
      shape.add(sizes[i]);
    }
    return new MemRefType(shape, source.elementType(), new StridedLayoutAttr(offset, resultStrides), source.memorySpace());
  }

  static void verify(Operation op) {
    MemRefType source = (MemRefType) op.operand(0).type();
    MemRefType result = (MemRefType) op.result().type();
    long[] offsets = ints(op, "static_offsets"), sizes = ints(op, "static_sizes"), strides = ints(op, "static_strides");
    OffsetSizeStrideRules.verify(op, offsets, sizes, strides, source.rank(), source.rank(), source.rank());
    if (!Objects.equals(source.memorySpace(), result.memorySpace())) {
      throw DiagnosticException.error(op, "different memory spaces specified for base memref type '" + source
          + "' and subview memref type '" + result + "'");
    }
    MemRefLayouts.Strided base = MemRefLayouts.stridesAndOffset(source);
    if (base == null) throw DiagnosticException.error(op, "base type '" + source + "' is not strided");
    MemRefType expected = infer(source, offsets, sizes, strides);

    if (result.rank() > expected.rank()) {
      throw DiagnosticException.error(op, "expected result rank to be smaller or equal to the source rank, but got '" + result + "'");
    }
    boolean[] dropped = rankReductionMask(expected.shape(), result.shape());
    if (dropped == null) throw mismatch(op, expected, result, "sizes");
    if (!expected.elementType().equals(result.elementType())) {
      throw DiagnosticException.error(op, "expected result element type to be '" + expected.elementType() + "', but got '" + result + "'");
    }
    MemRefLayouts.Strided want = MemRefLayouts.stridesAndOffset(expected);
    MemRefLayouts.Strided got = MemRefLayouts.stridesAndOffset(result);
    if (got == null || want.offset() != got.offset()) throw mismatch(op, expected, result, "layout");
    int r = 0;
    for (int i = 0; i < dropped.length; i++) {
      if (dropped[i]) continue;
      if (!want.strides().get(i).equals(got.strides().get(r++))) throw mismatch(op, expected, result, "layout");
    }
    verifyInBounds(op, source.shape(), offsets, sizes, strides);
  }

  /** Which dimensions of {@code full} are dropped (size 1) to give {@code reduced}; null if impossible. */
  static boolean[] rankReductionMask(List<Long> full, List<Long> reduced) {
    boolean[] dropped = new boolean[full.size()];
    int r = 0;
    for (int i = 0; i < full.size(); i++) {
      if (r < reduced.size() && full.get(i).equals(reduced.get(r))) r++;
      else if (full.get(i) == 1) dropped[i] = true;
      else return null;
    }
    return r == reduced.size() ? dropped : null;
  }

  private static void verifyInBounds(Operation op, List<Long> shape, long[] offsets, long[] sizes, long[] strides) {
    for (int i = 0; i < shape.size(); i++) {
      long dim = shape.get(i);
      if (dim == DYNAMIC || offsets[i] == DYNAMIC) continue;
      if (offsets[i] >= dim) {
        throw DiagnosticException.error(op, "offset " + i + " is out-of-bounds: " + offsets[i] + " >= " + dim);
      }
      if (sizes[i] == DYNAMIC || strides[i] == DYNAMIC) continue;
      long last = offsets[i] + (sizes[i] - 1) * strides[i];
      if (last >= dim) {
        throw DiagnosticException.error(op, "slice along dimension " + i + " runs out-of-bounds: " + last + " >= " + dim);
      }
    }
  }

  private static DiagnosticException mismatch(Operation op, MemRefType expected, MemRefType result, String what) {
    return DiagnosticException.error(op, "expected result type to be '" + expected + "' or a rank-reduced version. (mismatch of result "
        + what + "), but got '" + result + "'");
  }

  static long[] ints(Operation op, String attr) {
    return op.properties().get(attr) instanceof DenseArrayAttr d && d.ints() != null ? d.ints() : new long[0];
  }
}
