package dev.loomlir.runtime.memref;

import java.util.Arrays;

/** A memref whose elements are stored in a {@code int[]}: i17..i32. See {@link MemRef}. */
public final class MemRefI32 extends MemRef {
  /** The backing array, shared by every view of the allocation; generated code reads it. */
  public final int[] data;

  /** A descriptor over {@code data} with the given layout (a new allocation identity). */
  public MemRefI32(int[] data, long offset, long[] sizes, long[] strides) {
    this(newStorageId(), data, 0, offset, sizes, strides);
  }

  private MemRefI32(long storageId, int[] data, long alignedShift, long offset, long[] sizes,
      long[] strides) {
    super(storageId, alignedShift, offset, sizes, strides);
    this.data = data;
  }

  /** {@code memref.alloc}/{@code alloca}: zero-filled, identity layout. */
  public static MemRefI32 alloc(long[] sizes, String location) {
    return (MemRefI32) Descriptors.alloc(ElementKind.I32, sizes, location);
  }

  /** {@code memref.alloc} of a strided layout: zero-filled, covering every addressed element. */
  public static MemRefI32 alloc(long offset, long[] sizes, long[] strides, String location) {
    return (MemRefI32) Descriptors.alloc(ElementKind.I32, offset, sizes, strides, location);
  }

  /** Wraps {@code data} (shared) with an identity layout; the sizes must match its length. */
  public static MemRefI32 of(int[] data, long... sizes) {
    return (MemRefI32) Descriptors.of(ElementKind.I32, data, sizes);
  }

  /** A memref of the given sizes with every element {@code value} (splat globals). */
  public static MemRefI32 filled(int value, long[] sizes, String location) {
    MemRefI32 m = alloc(sizes, location);
    Arrays.fill(m.data, value);
    return m;
  }

  @Override
  public ElementKind kind() { return ElementKind.I32; }

  @Override
  public int capacity() { return data.length; }

  @Override
  public Object array() { return data; }

  @Override
  public MemRefI32 reinterpretCast(long offset, long[] sizes, long[] strides) {
    return (MemRefI32) super.reinterpretCast(offset, sizes, strides);
  }

  @Override
  public MemRefI32 realloc(long newSize, String location) {
    return (MemRefI32) super.realloc(newSize, location);
  }

  @Override
  MemRefI32 derive(long alignedShift, long offset, long[] sizes, long[] strides) {
    return new MemRefI32(storageId, data, alignedShift, offset, sizes, strides);
  }

  @Override
  void copyStridedRun(int from, long fromStride, MemRef to, int at, long atStride, long count) {
    int[] target = ((MemRefI32) to).data;
    long src = from;
    long dst = at;
    for (long i = 0; i < count; i++, src += fromStride, dst += atStride) {
      target[(int) dst] = data[(int) src];
    }
  }
}
