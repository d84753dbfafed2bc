package dev.loomlir.ir;

import java.util.List;
import java.util.Objects;

/** {@code tensor<4x?xf32, encoding>}. Parsed and printed; loomlir does not compile tensors. */
public record RankedTensorType(List<Long> shape, Type elementType, Attribute encoding) implements ShapedType {
  public RankedTensorType { shape = List.copyOf(shape); }
  @Override public boolean hasRank() { return true; }
  @Override public String toString() {
    return "tensor<" + ShapedType.dims(shape) + elementType + (encoding != null ? ", " + encoding : "") + ">";
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof RankedTensorType that
        && Objects.equals(shape, that.shape)
        && Objects.equals(elementType, that.elementType)
        && Objects.equals(encoding, that.encoding);
  }

  @Override
  public int hashCode() {
    int h = Objects.hashCode(shape);
    h = 31 * h + Objects.hashCode(elementType);
    h = 31 * h + Objects.hashCode(encoding);
    return h;
  }
}
