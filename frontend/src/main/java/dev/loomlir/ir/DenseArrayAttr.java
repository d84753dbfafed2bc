package dev.loomlir.ir;

import java.util.List;

/**
 * {@code array<i64: 1, 2>}: a dense array of integers or floats of one element type.
 * Integer elements are stored as longs (sign-extended), float elements as doubles.
 */
public record DenseArrayAttr(Type elementType, long[] ints, double[] floats) implements Attribute {
  public static DenseArrayAttr ofLongs(Type elementType, long... values) {
    return new DenseArrayAttr(elementType, values.clone(), null);
  }

  public static DenseArrayAttr ofI64(List<Long> values) {
    return ofLongs(IntegerType.I64, values.stream().mapToLong(Long::longValue).toArray());
  }

  public static DenseArrayAttr ofI32(int... values) {
    long[] l = new long[values.length];
    for (int i = 0; i < values.length; i++) l[i] = values[i];
    return new DenseArrayAttr(IntegerType.I32, l, null);
  }

  public static DenseArrayAttr ofDoubles(FloatType elementType, double... values) {
    return new DenseArrayAttr(elementType, null, values.clone());
  }

  public int size() { return ints != null ? ints.length : floats.length; }

  @Override public boolean equals(Object o) {
    return o instanceof DenseArrayAttr d && d.elementType.equals(elementType)
        && java.util.Arrays.equals(d.ints, ints) && java.util.Arrays.equals(d.floats, floats);
  }

  @Override public int hashCode() {
    return elementType.hashCode() * 31 + java.util.Arrays.hashCode(ints) + java.util.Arrays.hashCode(floats);
  }

  @Override public String toString() {
    StringBuilder sb = new StringBuilder("array<").append(elementType);
    for (int i = 0; i < size(); i++) {
      sb.append(i == 0 ? ": " : ", ");
      if (ints != null) sb.append(IntegerAttr.of(ints[i], elementType).valueString());
      else sb.append(FloatFormat.attributeValue(floats[i], (FloatType) elementType));
    }
    return sb.append('>').toString();
  }
}
