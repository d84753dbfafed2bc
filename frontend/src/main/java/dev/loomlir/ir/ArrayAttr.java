package dev.loomlir.ir;

import java.util.List;
import java.util.stream.Collectors;

/** {@code [a, b, c]}. */
public record ArrayAttr(List<Attribute> elements) implements Attribute {
  public ArrayAttr { elements = List.copyOf(elements); }
  @Override public String toString() {
    return elements.stream().map(IntegerAttr::toStringElidingI64).collect(Collectors.joining(", ", "[", "]"));
  }
}
