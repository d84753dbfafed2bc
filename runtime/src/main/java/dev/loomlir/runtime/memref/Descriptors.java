package dev.loomlir.runtime.memref;

/**
 * Builds descriptors of any {@link ElementKind}: the allocation and wrapping logic the typed
 * {@code MemRef*} classes share, so their static factories are one-line delegations.
 */
final class Descriptors {
  private Descriptors() {}

  /** A zero-filled array of {@code length} elements of the kind's primitive type. */
  static Object newArray(ElementKind kind, int length) {
    return switch (kind) {
      case I8 -> new byte[length];
      case I16 -> new short[length];
      case I32 -> new int[length];
      case I64 -> new long[length];
      case F32 -> new float[length];
      case F64 -> new double[length];
    };
  }

  /** A descriptor (a new allocation identity) over {@code array}, which must match the kind. */
  static MemRef wrap(ElementKind kind, Object array, long offset, long[] sizes, long[] strides) {
    return switch (kind) {
      case I8 -> new MemRefI8((byte[]) array, offset, sizes, strides);
      case I16 -> new MemRefI16((short[]) array, offset, sizes, strides);
      case I32 -> new MemRefI32((int[]) array, offset, sizes, strides);
      case I64 -> new MemRefI64((long[]) array, offset, sizes, strides);
      case F32 -> new MemRefF32((float[]) array, offset, sizes, strides);
      case F64 -> new MemRefF64((double[]) array, offset, sizes, strides);
    };
  }

  /** {@code memref.alloc}/{@code alloca}: zero-filled, identity layout. */
  static MemRef alloc(ElementKind kind, long[] sizes, String location) {
    long[] copy = sizes.clone();
    return wrap(kind, newArray(kind, MemRefs.allocationLength(copy, location)), 0, copy,
        Layout.identityStrides(copy));
  }

  /** {@code memref.alloc} of a strided layout: large enough for every element it addresses. */
  static MemRef alloc(ElementKind kind, long offset, long[] sizes, long[] strides,
      String location) {
    return wrap(kind, newArray(kind, MemRefs.allocationLength(offset, sizes, strides, location)),
        offset, sizes.clone(), strides.clone());
  }

  /**
   * Wraps {@code array} (shared, not copied) with an identity layout.
   *
   * @throws IllegalArgumentException if the sizes do not match the array length
   */
  static MemRef of(ElementKind kind, Object array, long[] sizes) {
    int length = java.lang.reflect.Array.getLength(array);
    if (Layout.elementCount(sizes) != length) {
      throw new IllegalArgumentException(length + " elements for sizes " + Layout.list(sizes));
    }
    return wrap(kind, array, 0, sizes.clone(), Layout.identityStrides(sizes));
  }
}
