package dev.loomlir.ir;

import java.util.List;
import java.util.Objects;

/** {@code strided<[s0, s1], offset: o>}; {@link ShapedType#DYNAMIC} marks {@code ?}. */
public record StridedLayoutAttr(long offset, List<Long> strides) implements Attribute {
  public StridedLayoutAttr { strides = List.copyOf(strides); }

  @Override public String toString() {
    StringBuilder sb = new StringBuilder("strided<[");
    for (int i = 0; i < strides.size(); i++) {
      if (i > 0) sb.append(", ");
      sb.append(dim(strides.get(i)));
    }
    sb.append(']');
    if (offset != 0) sb.append(", offset: ").append(dim(offset));
    return sb.append('>').toString();
  }

  private static String dim(long v) { return v == ShapedType.DYNAMIC ? "?" : Long.toString(v); }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof StridedLayoutAttr that
        && offset == that.offset
        && Objects.equals(strides, that.strides);
  }

  @Override
  public int hashCode() {
    return 31 * Long.hashCode(offset) + Objects.hashCode(strides);
  }
}
