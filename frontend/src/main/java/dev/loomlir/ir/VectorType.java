package dev.loomlir.ir;

import java.util.List;
import java.util.Objects;

/** {@code vector<4x[8]xf32>}; {@code scalable} has one flag per dimension. */
public record VectorType(List<Long> shape, Type elementType, List<Boolean> scalable) implements ShapedType {
  public VectorType {
    shape = List.copyOf(shape);
    scalable = List.copyOf(scalable);
  }

  public VectorType(List<Long> shape, Type elementType) {
    this(shape, elementType, shape.stream().map(d -> false).toList());
  }

  @Override public boolean hasRank() { return true; }

  @Override public String toString() {
    StringBuilder sb = new StringBuilder("vector<");
    for (int i = 0; i < shape.size(); i++) {
      sb.append(scalable.get(i) ? "[" + shape.get(i) + "]" : shape.get(i).toString()).append('x');
    }
    return sb.append(elementType).append('>').toString();
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof VectorType that
        && Objects.equals(shape, that.shape)
        && Objects.equals(elementType, that.elementType)
        && Objects.equals(scalable, that.scalable);
  }

  @Override
  public int hashCode() {
    int h = Objects.hashCode(shape);
    h = 31 * h + Objects.hashCode(elementType);
    h = 31 * h + Objects.hashCode(scalable);
    return h;
  }
}
