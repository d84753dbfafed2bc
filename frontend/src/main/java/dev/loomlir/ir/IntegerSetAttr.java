package dev.loomlir.ir;

/** {@code affine_set<(d0)[s0] : (d0 - s0 >= 0)>}. */
public record IntegerSetAttr(IntegerSet set) implements Attribute {
  @Override public String toString() { return "affine_set<" + set + ">"; }
}
