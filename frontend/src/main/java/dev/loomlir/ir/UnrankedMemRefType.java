package dev.loomlir.ir;

import java.util.List;
import java.util.Objects;

/** {@code memref<*xf32>}; {@code memorySpace} as in {@link MemRefType}. */
public record UnrankedMemRefType(Type elementType, Attribute memorySpace) implements ShapedType {
  public UnrankedMemRefType {
    memorySpace = MemRefType.defaultMemorySpaceAsNull(memorySpace);
  }

  @Override public boolean hasRank() { return false; }
  @Override public List<Long> shape() { return List.of(); }
  @Override public String toString() {
    return "memref<*x" + elementType + (memorySpace != null ? ", " + IntegerAttr.toStringElidingI64(memorySpace) : "") + ">";
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof UnrankedMemRefType that
        && Objects.equals(elementType, that.elementType)
        && Objects.equals(memorySpace, that.memorySpace);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(elementType) + Objects.hashCode(memorySpace);
  }
}
