package dev.loomlir.ir;

/** {@code complex<T>}. */
public record ComplexType(Type elementType) implements Type {
  @Override public String toString() { return "complex<" + elementType + ">"; }
}
