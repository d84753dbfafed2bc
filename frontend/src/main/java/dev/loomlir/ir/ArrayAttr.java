package dev.loomlir.ir;

import java.util.List;
import java.util.stream.Collectors;
import java.util.Objects;

/** {@code [a, b, c]}. */
public record ArrayAttr(List<Attribute> elements) implements Attribute {
  public ArrayAttr { elements = List.copyOf(elements); }
  @Override public String toString() {
    return elements.stream().map(IntegerAttr::toStringElidingI64).collect(Collectors.joining(", ", "[", "]"));
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof ArrayAttr that && Objects.equals(elements, that.elements);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(elements);
  }
}
