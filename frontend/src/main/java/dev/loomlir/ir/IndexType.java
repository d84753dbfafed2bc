package dev.loomlir.ir;

/** The builtin {@code index} type: a target-sized integer; 64-bit on the JVM. */
public enum IndexType implements Type {
  INSTANCE;
  @Override public String toString() { return "index"; }
}
