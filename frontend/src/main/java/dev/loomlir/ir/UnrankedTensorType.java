package dev.loomlir.ir;

import java.util.List;
import java.util.Objects;

/** {@code tensor<*xf32>}. */
public record UnrankedTensorType(Type elementType) implements ShapedType {
  @Override public boolean hasRank() { return false; }
  @Override public List<Long> shape() { return List.of(); }
  @Override public String toString() { return "tensor<*x" + elementType + ">"; }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof UnrankedTensorType that && Objects.equals(elementType, that.elementType);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(elementType);
  }
}
