package dev.loomlir.ir;

/** A type used as an attribute, e.g. {@code function_type = (i32) -> i32}. */
public record TypeAttr(Type type) implements Attribute {
  @Override public String toString() { return type.toString(); }
}
