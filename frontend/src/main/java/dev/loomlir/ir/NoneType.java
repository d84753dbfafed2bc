package dev.loomlir.ir;

/** The builtin {@code none} type. */
public enum NoneType implements Type {
  INSTANCE;
  @Override public String toString() { return "none"; }
}
