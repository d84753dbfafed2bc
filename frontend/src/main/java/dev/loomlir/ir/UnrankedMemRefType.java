package dev.loomlir.ir;

import java.util.List;

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
}
