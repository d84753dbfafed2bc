package dev.loomlir.ir;

import java.util.List;

/** Types with an element type and (when ranked) a shape; {@link #DYNAMIC} marks a {@code ?} dimension. */
public interface ShapedType extends Type {
  long DYNAMIC = Long.MIN_VALUE;

  Type elementType();

  boolean hasRank();

  /** The shape; only meaningful when {@link #hasRank()}. */
  List<Long> shape();

  default int rank() { return shape().size(); }

  default boolean hasStaticShape() {
    return hasRank() && shape().stream().noneMatch(d -> d == DYNAMIC);
  }

  default long numElements() {
    long n = 1;
    for (long d : shape()) n *= d;
    return n;
  }

  default int numDynamicDims() {
    return (int) shape().stream().filter(d -> d == DYNAMIC).count();
  }

  static String dims(List<Long> shape) {
    StringBuilder sb = new StringBuilder();
    for (long d : shape) sb.append(d == DYNAMIC ? "?" : Long.toString(d)).append('x');
    return sb.toString();
  }
}
