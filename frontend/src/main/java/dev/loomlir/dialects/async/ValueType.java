package dev.loomlir.dialects.async;

import dev.loomlir.ir.Type;
import java.util.Objects;

/** {@code !async.value<T>}: a value of type {@code T} that becomes available asynchronously. */
public record ValueType(Type valueType) implements Type {
  public ValueType {
    Objects.requireNonNull(valueType, "valueType");
  }

  @Override public String toString() { return "!async.value<" + valueType + ">"; }

  /** The payload of an async value type, or {@code t} itself for any other type. */
  public static Type unwrap(Type t) {
    return t instanceof ValueType v ? v.valueType() : t;
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof ValueType that && Objects.equals(valueType, that.valueType);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(valueType);
  }
}
