package dev.loomlir.dialects.vector;

import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Operation;
import java.util.ArrayList;
import java.util.List;

/** The {@code I64ArrayAttr}s of the strided-slice ops ({@code offsets = [0, 2]}) and their range checks. */
final class StridedSlices {
  private StridedSlices() {}

  static final AttrKind I64_ARRAY = Attrs.arrayOf("64-bit integer array attribute",
      a -> a instanceof IntegerAttr i && i.type().equals(IntegerType.I64));

  static long[] values(Operation op, String name) {
    if (!(op.attr(name) instanceof ArrayAttr a)) return new long[0];
    long[] out = new long[a.elements().size()];
    for (int i = 0; i < out.length; i++) out[i] = ((IntegerAttr) a.elements().get(i)).value();
    return out;
  }

  static ArrayAttr attr(long... values) {
    List<Attribute> elements = new ArrayList<>();
    for (long v : values) elements.add(IntegerAttr.i64(v));
    return new ArrayAttr(elements);
  }

  /** Each of {@code values} in {@code [min, max[i])} (upstream's {@code isIntegerArrayAttrConfinedToShape}). */
  static void confinedToShape(Operation op, long[] values, List<Long> max, long min, String what) {
    for (int i = 0; i < values.length; i++) {
      if (values[i] < min || values[i] >= max.get(i) + min) {
        throw VectorChecks.fail(op, "expected " + what + " dimension " + i + " to be confined to [" + min + ", "
            + (max.get(i) + min) + ")");
      }
    }
  }

  /** Every stride is 1 (the only stride upstream supports). */
  static void unitStrides(Operation op, long[] strides) {
    for (long s : strides) if (s != 1) throw VectorChecks.fail(op, "expected strides to be confined to [1, 2)");
  }
}
