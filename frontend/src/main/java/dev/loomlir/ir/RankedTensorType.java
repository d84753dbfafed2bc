package dev.loomlir.ir;

import java.util.List;

/** {@code tensor<4x?xf32, encoding>}. Parsed and printed; loomlir does not compile tensors. */
public record RankedTensorType(List<Long> shape, Type elementType, Attribute encoding) implements ShapedType {
  public RankedTensorType { shape = List.copyOf(shape); }
  @Override public boolean hasRank() { return true; }
  @Override public String toString() {
    return "tensor<" + ShapedType.dims(shape) + elementType + (encoding != null ? ", " + encoding : "") + ">";
  }
}
