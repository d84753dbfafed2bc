package dev.loomlir.runtime.memref;

import java.util.Arrays;

/** A memref whose elements are stored in a {@code long[]}: i33..i64 and index. See {@link MemRef}. */
public final class MemRefI64 extends MemRef {
  /** The backing array, shared by every view of the allocation; generated code reads it. */
  public final long[] data;

  /** A descriptor over {@code data} with the given layout (a new allocation identity). */
  public MemRefI64(long[] data, long offset, long[] sizes, long[] strides) {
    this(newStorageId(), data, 0, offset, sizes, strides);
  }

  private MemRefI64(long storageId, long[] data, long alignedShift, long offset, long[] sizes,
      long[] strides) {
    super(storageId, alignedShift, offset, sizes, strides);
    this.data = data;
  }

  /** {@code memref.alloc}/{@code alloca}: zero-filled, identity layout. */
  public static MemRefI64 alloc(long[] sizes, String location) {
    return (MemRefI64) Descriptors.alloc(ElementKind.I64, sizes, location);
  }

  /** {@code memref.alloc} of a strided layout: zero-filled, covering every addressed element. */
  public static MemRefI64 alloc(long offset, long[] sizes, long[] strides, String location) {
    return (MemRefI64) Descriptors.alloc(ElementKind.I64, offset, sizes, strides, location);
  }

  /** Wraps {@code data} (shared) with an identity layout; the sizes must match its length. */
  public static MemRefI64 of(long[] data, long... sizes) {
    return (MemRefI64) Descriptors.of(ElementKind.I64, data, sizes);
  }

  /** A memref of the given sizes with every element {@code value} (splat globals). */
  public static MemRefI64 filled(long value, long[] sizes, String location) {
    MemRefI64 m = alloc(sizes, location);
    Arrays.fill(m.data, value);
    return m;
  }

  @Override
  public ElementKind kind() { return ElementKind.I64; }

  @Override
  public int capacity() { return data.length; }

  @Override
  public Object array() { return data; }

  @Override
  public MemRefI64 reinterpretCast(long offset, long[] sizes, long[] strides) {
    return (MemRefI64) super.reinterpretCast(offset, sizes, strides);
  }

  @Override
  public MemRefI64 realloc(long newSize, String location) {
    return (MemRefI64) super.realloc(newSize, location);
  }

  @Override
  MemRefI64 derive(long alignedShift, long offset, long[] sizes, long[] strides) {
    return new MemRefI64(storageId, data, alignedShift, offset, sizes, strides);
  }

  @Override
  void copyStridedRun(int from, long fromStride, MemRef to, int at, long atStride, long count) {
    long[] target = ((MemRefI64) to).data;
    long src = from;
    long dst = at;
    for (long i = 0; i < count; i++, src += fromStride, dst += atStride) {
      target[(int) dst] = data[(int) src];
    }
  }
}
