package dev.loomlir.ir;

import java.util.List;

/** {@code tensor<*xf32>}. */
public record UnrankedTensorType(Type elementType) implements ShapedType {
  @Override public boolean hasRank() { return false; }
  @Override public List<Long> shape() { return List.of(); }
  @Override public String toString() { return "tensor<*x" + elementType + ">"; }
}
