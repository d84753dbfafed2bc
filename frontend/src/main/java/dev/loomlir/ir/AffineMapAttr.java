package dev.loomlir.ir;

import java.util.Objects;

/** {@code affine_map<(d0)[s0] -> (d0 + s0)>}. */
public record AffineMapAttr(AffineMap map) implements Attribute {
  @Override public String toString() { return "affine_map<" + map + ">"; }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof AffineMapAttr that && Objects.equals(map, that.map);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(map);
  }
}
