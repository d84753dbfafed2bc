package dev.loomlir.runtime.memref;

import java.util.Arrays;

/** A memref whose elements are stored in a {@code double[]}: f64. See {@link MemRef}. */
public final class MemRefF64 extends MemRef {
  /** The backing array, shared by every view of the allocation; generated code reads it. */
  public final double[] data;

  /** A descriptor over {@code data} with the given layout (a new allocation identity). */
  public MemRefF64(double[] data, long offset, long[] sizes, long[] strides) {
    this(newStorageId(), data, 0, offset, sizes, strides);
  }

  private MemRefF64(long storageId, double[] data, long alignedShift, long offset, long[] sizes,
      long[] strides) {
    super(storageId, alignedShift, offset, sizes, strides);
    this.data = data;
  }

  /** {@code memref.alloc}/{@code alloca}: zero-filled, identity layout. */
  public static MemRefF64 alloc(long[] sizes, String location) {
    return (MemRefF64) Descriptors.alloc(ElementKind.F64, sizes, location);
  }

  /** {@code memref.alloc} of a strided layout: zero-filled, covering every addressed element. */
  public static MemRefF64 alloc(long offset, long[] sizes, long[] strides, String location) {
    return (MemRefF64) Descriptors.alloc(ElementKind.F64, offset, sizes, strides, location);
  }

  /** Wraps {@code data} (shared) with an identity layout; the sizes must match its length. */
  public static MemRefF64 of(double[] data, long... sizes) {
    return (MemRefF64) Descriptors.of(ElementKind.F64, data, sizes);
  }

  /** A memref of the given sizes with every element {@code value} (splat globals). */
  public static MemRefF64 filled(double value, long[] sizes, String location) {
    MemRefF64 m = alloc(sizes, location);
    Arrays.fill(m.data, value);
    return m;
  }

  @Override
  public ElementKind kind() { return ElementKind.F64; }

  @Override
  public int capacity() { return data.length; }

  @Override
  public Object array() { return data; }

  @Override
  public MemRefF64 reinterpretCast(long offset, long[] sizes, long[] strides) {
    return (MemRefF64) super.reinterpretCast(offset, sizes, strides);
  }

  @Override
  public MemRefF64 realloc(long newSize, String location) {
    return (MemRefF64) super.realloc(newSize, location);
  }

  @Override
  MemRefF64 derive(long alignedShift, long offset, long[] sizes, long[] strides) {
    return new MemRefF64(storageId, data, alignedShift, offset, sizes, strides);
  }

  @Override
  void copyStridedRun(int from, long fromStride, MemRef to, int at, long atStride, long count) {
    double[] target = ((MemRefF64) to).data;
    long src = from;
    long dst = at;
    for (long i = 0; i < count; i++, src += fromStride, dst += atStride) {
      target[(int) dst] = data[(int) src];
    }
  }
}
