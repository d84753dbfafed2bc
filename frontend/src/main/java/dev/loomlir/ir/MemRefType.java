package dev.loomlir.ir;

import java.util.List;
import java.util.Objects;

/**
 * {@code memref<4x?xf32, layout, memspace>}. {@code layout} is null for the identity layout;
 * otherwise an {@link AffineMapAttr} or {@link StridedLayoutAttr}. {@code memorySpace} is null for the default,
 * which an integer 0 also spells ({@code memref<4xf32, 0>} is {@code memref<4xf32>}, as upstream).
 */
public record MemRefType(List<Long> shape, Type elementType, Attribute layout, Attribute memorySpace)
    implements ShapedType {
  public MemRefType {
    shape = List.copyOf(shape);
    memorySpace = defaultMemorySpaceAsNull(memorySpace);
  }

  /** Upstream's {@code skipDefaultMemorySpace}: an integer memory space 0 is the default one. */
  static Attribute defaultMemorySpaceAsNull(Attribute memorySpace) {
    return memorySpace instanceof IntegerAttr i && i.value() == 0 ? null : memorySpace;
  }

  public MemRefType(List<Long> shape, Type elementType) { this(shape, elementType, null, null); }

  @Override public boolean hasRank() { return true; }

  public boolean hasIdentityLayout() {
    return layout == null || (layout instanceof AffineMapAttr m && m.map().isIdentity());
  }

  /**
   * Whether {@code other} has the same layout attribute, counting every spelling of the identity
   * (none, or an identity affine map) as one. Does not compare strided forms: a strided layout and
   * an equivalent affine map are different layouts here.
   */
  public boolean hasSameLayoutAs(MemRefType other) {
    return Objects.equals(layout, other.layout) || (hasIdentityLayout() && other.hasIdentityLayout());
  }

  @Override public String toString() {
    StringBuilder sb = new StringBuilder("memref<").append(ShapedType.dims(shape)).append(elementType);
    if (layout != null) sb.append(", ").append(layout);
    if (memorySpace != null) sb.append(", ").append(IntegerAttr.toStringElidingI64(memorySpace));
    return sb.append('>').toString();
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof MemRefType that
        && Objects.equals(shape, that.shape)
        && Objects.equals(elementType, that.elementType)
        && Objects.equals(layout, that.layout)
        && Objects.equals(memorySpace, that.memorySpace);
  }

  @Override
  public int hashCode() {
    int h = Objects.hashCode(shape);
    h = 31 * h + Objects.hashCode(elementType);
    h = 31 * h + Objects.hashCode(layout);
    h = 31 * h + Objects.hashCode(memorySpace);
    return h;
  }
}
