package dev.loomlir.ir;

import java.util.List;
import java.util.stream.Collectors;

/** {@code tuple<T...>}. */
public record TupleType(List<Type> types) implements Type {
  public TupleType { types = List.copyOf(types); }
  @Override public String toString() {
    return types.stream().map(Object::toString).collect(Collectors.joining(", ", "tuple<", ">"));
  }
}
