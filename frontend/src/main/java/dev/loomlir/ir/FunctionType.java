package dev.loomlir.ir;

import java.util.List;
import java.util.stream.Collectors;
import java.util.Objects;

/** {@code (inputs) -> results}; a single non-function result is printed without parentheses. */
public record FunctionType(List<Type> inputs, List<Type> results) implements Type {
  public FunctionType {
    inputs = List.copyOf(inputs);
    results = List.copyOf(results);
  }

  @Override public String toString() {
    String in = inputs.stream().map(Object::toString).collect(Collectors.joining(", ", "(", ")"));
    return in + " -> " + resultsToString(results);
  }

  /** MLIR's spelling of a result list: {@code ()}, {@code i32} or {@code (i32, i64)}. */
  public static String resultsToString(List<Type> results) {
    if (results.size() == 1 && !(results.get(0) instanceof FunctionType)) return results.get(0).toString();
    return results.stream().map(Object::toString).collect(Collectors.joining(", ", "(", ")"));
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof FunctionType that
        && Objects.equals(inputs, that.inputs)
        && Objects.equals(results, that.results);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(inputs) + Objects.hashCode(results);
  }
}
