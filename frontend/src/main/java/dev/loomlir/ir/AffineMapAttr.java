package dev.loomlir.ir;

/** {@code affine_map<(d0)[s0] -> (d0 + s0)>}. */
public record AffineMapAttr(AffineMap map) implements Attribute {
  @Override public String toString() { return "affine_map<" + map + ">"; }
}
