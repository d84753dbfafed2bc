package dev.loomlir.bench.mlir;

import dev.loomlir.runtime.MultiResult;
import dev.loomlir.runtime.memref.MemRef;
import dev.loomlir.runtime.memref.MemRefF32;
import dev.loomlir.runtime.memref.MemRefF64;
import dev.loomlir.runtime.memref.MemRefI16;
import dev.loomlir.runtime.memref.MemRefI32;
import dev.loomlir.runtime.memref.MemRefI64;
import dev.loomlir.runtime.memref.MemRefI8;
import java.util.List;

/**
 * One number that summarises what a call computed, to check a benchmark against the program's
 * own output: the sum of its values, a memref counting as the sum of its elements (in its
 * logical index space, whatever its strides). The sum is a {@code long} (wrapping) when every
 * value is an integer and a {@code double} otherwise.
 */
final class Checksum {
  private long integerSum;
  private double floatSum;
  private boolean anyFloat;

  private Checksum() {}

  /** The checksum of {@code values}, whose MLIR types are {@code types} (same length). */
  static Number of(List<?> values, List<String> types) {
    Checksum sum = new Checksum();
    for (int i = 0; i < values.size(); i++) sum.add(values.get(i), types.get(i));
    return sum.anyFloat ? (Number) (sum.floatSum + sum.integerSum) : (Number) sum.integerSum;
  }

  /** The values of a call's result, one per result type (a MultiResult is unpacked). */
  static List<?> resultValues(Object result, List<String> resultTypes) {
    if (resultTypes.isEmpty()) return List.of();
    if (resultTypes.size() == 1) return java.util.Collections.singletonList(result);
    return List.of(((MultiResult) result).toArray());
  }

  /** The memref arguments, the others as null (which the checksum skips). */
  static List<?> memrefsOnly(Object[] arguments) {
    return java.util.Arrays.stream(arguments).map(a -> a instanceof MemRef ? a : null).toList();
  }

  private void add(Object value, String type) {
    switch (value) {
      case null -> { }
      case Double d -> addFloat(d);
      case Float f -> addFloat(f);
      case Boolean b -> integerSum += b ? 1 : 0;
      case Number n -> integerSum += n.longValue();
      case MemRef m -> addMemRef(m, elementType(type));
      default -> { }
    }
  }

  private void addFloat(double v) {
    anyFloat = true;
    floatSum += v;
  }

  private static String elementType(String memrefType) {
    MemRefShape shape = MemRefShape.parse(memrefType);
    return shape == null ? "" : shape.elementType();
  }

  private void addMemRef(MemRef m, String elementType) {
    long[] index = new long[m.rank()];
    long count = m.elementCount();
    for (long n = 0; n < count; n++) {
      long at = m.offset;
      for (int d = 0; d < index.length; d++) at += index[d] * m.strides[d];
      addElement(m, (int) at, elementType);
      // Next index, innermost dimension fastest.
      for (int d = index.length - 1; d >= 0; d--) {
        if (++index[d] < m.sizes[d]) break;
        index[d] = 0;
      }
    }
  }

  private void addElement(MemRef m, int at, String elementType) {
    switch (m) {
      case MemRefF32 f -> addFloat(f.data[at]);
      case MemRefF64 f -> addFloat(f.data[at]);
      case MemRefI64 i -> integerSum += i.data[at];
      case MemRefI32 i -> integerSum += i.data[at];
      case MemRefI16 i -> {
        if (ScalarTypes.isFloat(elementType)) addFloat(ScalarTypes.fromHalfBits(elementType, i.data[at]));
        else integerSum += i.data[at];
      }
      case MemRefI8 i -> integerSum += i.data[at];
    }
  }

  /** The checksum as the report shows it: integers exactly, floats with 9 significant digits. */
  static String format(Number checksum) {
    if (checksum instanceof Double d) return String.format(java.util.Locale.ROOT, "%.9g", d);
    return checksum.toString();
  }
}
