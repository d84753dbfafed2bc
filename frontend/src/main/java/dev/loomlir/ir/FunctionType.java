package dev.loomlir.ir;

import java.util.List;
import java.util.stream.Collectors;

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
}
