package dev.loomlir.ir;

import java.util.Objects;

/** {@code affine_set<(d0)[s0] : (d0 - s0 >= 0)>}. */
public record IntegerSetAttr(IntegerSet set) implements Attribute {
  @Override public String toString() { return "affine_set<" + set + ">"; }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof IntegerSetAttr that && Objects.equals(set, that.set);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(set);
  }
}
