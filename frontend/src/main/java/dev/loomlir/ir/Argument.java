package dev.loomlir.ir;

/**
 * A region argument declaration as parsed: {@code %name : type {attrs} loc(...)} — the attrs
 * (for function arguments) and the location are optional (null when absent).
 */
public record Argument(UnresolvedOperand ssaName, Type type, DictionaryAttr attrs, Location location) {
  public Argument withType(Type t) { return new Argument(ssaName, t, attrs, location); }
}
