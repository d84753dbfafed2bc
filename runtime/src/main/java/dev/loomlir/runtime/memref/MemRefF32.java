package dev.loomlir.runtime.memref;

import java.util.Arrays;

/** A memref whose elements are stored in a {@code float[]}: f32. See {@link MemRef}. */
public final class MemRefF32 extends MemRef {
  /** The backing array, shared by every view of the allocation; generated code reads it. */
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
    return (MemRefF32) Descriptors.alloc(ElementKind.F32, sizes, location);
  }

  /** {@code memref.alloc} of a strided layout: zero-filled, covering every addressed element. */
  public static MemRefF32 alloc(long offset, long[] sizes, long[] strides, String location) {
    return (MemRefF32) Descriptors.alloc(ElementKind.F32, offset, sizes, strides, location);
  }

  /** Wraps {@code data} (shared) with an identity layout; the sizes must match its length. */
  public static MemRefF32 of(float[] data, long... sizes) {
    return (MemRefF32) Descriptors.of(ElementKind.F32, data, sizes);
  }

  /** A memref of the given sizes with every element {@code value} (splat globals). */
  public static MemRefF32 filled(float value, long[] sizes, String location) {
    MemRefF32 m = alloc(sizes, location);
    Arrays.fill(m.data, value);
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
  public MemRefF32 realloc(long newSize, String location) {
    return (MemRefF32) super.realloc(newSize, location);
  }

  @Override
  MemRefF32 derive(long alignedShift, long offset, long[] sizes, long[] strides) {
    return new MemRefF32(storageId, data, alignedShift, offset, sizes, strides);
  }

  @Override
  void copyStridedRun(int from, long fromStride, MemRef to, int at, long atStride, long count) {
    float[] target = ((MemRefF32) to).data;
    long src = from;
    long dst = at;
    for (long i = 0; i < count; i++, src += fromStride, dst += atStride) {
      target[(int) dst] = data[(int) src];
    }
  }
}
