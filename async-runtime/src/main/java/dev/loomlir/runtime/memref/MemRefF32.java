package dev.loomlir.runtime.memref;

/** A memref whose elements are stored in a {@code float[]}: f32. See {@link MemRef}. */
public final class MemRefF32 extends MemRef {
  /** The backing array, shared by every view of the allocation. */
  public final float[] data;

  /** A descriptor over {@code data} with the given layout (a new allocation identity). */
  public MemRefF32(float[] data, long offset, long[] sizes, long[] strides) {
    this(newStorageId(), data, 0, offset, sizes, strides);
  }

  private MemRefF32(long storageId, float[] data, long alignedShift, long offset, long[] sizes,
      long[] strides) {
    super(storageId, alignedShift, offset, sizes, strides);
    this.data = data;
  }

  /** {@code memref.alloc}/{@code alloca}: zero-filled, identity layout. */
  public static MemRefF32 alloc(long[] sizes, String location) {
    long[] copy = sizes.clone();
    return new MemRefF32(new float[MemRefs.allocationLength(copy, location)], 0, copy,
        Layout.identityStrides(copy));
  }

  /**
   * {@code memref.alloc} of a type with a strided layout: zero-filled, large enough for every
   * element the layout addresses.
   */
  public static MemRefF32 alloc(long offset, long[] sizes, long[] strides, String location) {
    return new MemRefF32(new float[MemRefs.allocationLength(offset, sizes, strides, location)], offset,
        sizes.clone(), strides.clone());
  }

  /**
   * Wraps {@code data} (shared, not copied) with an identity layout: globals, tests.
   *
   * @throws IllegalArgumentException if the sizes do not match the array length
   */
  public static MemRefF32 of(float[] data, long... sizes) {
    if (Layout.elementCount(sizes) != data.length) {
      throw new IllegalArgumentException(data.length + " elements for sizes "
          + Layout.list(sizes));
    }
    return new MemRefF32(data, 0, sizes.clone(), Layout.identityStrides(sizes));
  }

  /** A memref of the given sizes with every element {@code value} (splat globals). */
  public static MemRefF32 filled(float value, long[] sizes, String location) {
    MemRefF32 m = alloc(sizes, location);
    java.util.Arrays.fill(m.data, value);
    return m;
  }

  @Override
  public ElementKind kind() { return ElementKind.F32; }

  @Override
  public int capacity() { return data.length; }

  @Override
  public Object array() { return data; }

  @Override
  public MemRefF32 reinterpretCast(long offset, long[] sizes, long[] strides) {
    return (MemRefF32) super.reinterpretCast(offset, sizes, strides);
  }

  @Override
  MemRefF32 derive(long alignedShift, long offset, long[] sizes, long[] strides) {
    return new MemRefF32(storageId, data, alignedShift, offset, sizes, strides);
  }

  /**
   * {@code memref.realloc} of a 1-D contiguous memref: a new allocation of {@code newSize}
   * elements holding the old ones that fit, the rest zero.
   */
  public MemRefF32 realloc(long newSize, String location) {
    if (rank() != 1 || !isContiguous()) {
      throw new MemRefError(location, "memref.realloc needs a 1-D contiguous memref");
    }
    MemRefF32 grown = alloc(new long[] {newSize}, location);
    long kept = Math.min(newSize, sizes[0]);
    if (kept > 0) {
      checkInside(location, "memref.realloc");
      System.arraycopy(data, (int) offset, grown.data, 0, (int) kept);
    }
    return grown;
  }

  @Override
  void copyRun(int from, long fromStride, MemRef to, int at, long atStride, long count) {
    float[] target = ((MemRefF32) to).data;
    if (fromStride == 1 && atStride == 1) {
      System.arraycopy(data, from, target, at, (int) count);
      return;
    }
    long src = from;
    long dst = at;
    for (long i = 0; i < count; i++, src += fromStride, dst += atStride) {
      target[(int) dst] = data[(int) src];
    }
  }
}
