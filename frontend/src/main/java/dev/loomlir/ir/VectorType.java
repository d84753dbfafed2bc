package dev.loomlir.ir;

import java.util.List;

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
}
