package dev.loomlir.ir;

/** {@code unit}: presence-only flag; printed as a bare key in attribute dictionaries. */
public enum UnitAttr implements Attribute {
  INSTANCE;
  @Override public String toString() { return "unit"; }
}
