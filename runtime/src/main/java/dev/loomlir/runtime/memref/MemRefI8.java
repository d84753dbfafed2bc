package dev.loomlir.runtime.memref;

import java.util.Arrays;

/** A memref whose elements are stored in a {@code byte[]}: i1 (0/1), i2..i8. See {@link MemRef}. */
public final class MemRefI8 extends MemRef {
  /** The backing array, shared by every view of the allocation; generated code reads it. */
  public final byte[] data;

  /** A descriptor over {@code data} with the given layout (a new allocation identity). */
  public MemRefI8(byte[] data, long offset, long[] sizes, long[] strides) {
    this(newStorageId(), data, 0, offset, sizes, strides);
  }

  private MemRefI8(long storageId, byte[] data, long alignedShift, long offset, long[] sizes,
      long[] strides) {
    super(storageId, alignedShift, offset, sizes, strides);
    this.data = data;
  }

  /** {@code memref.alloc}/{@code alloca}: zero-filled, identity layout. */
  public static MemRefI8 alloc(long[] sizes, String location) {
    return (MemRefI8) Descriptors.alloc(ElementKind.I8, sizes, location);
  }

  /** {@code memref.alloc} of a strided layout: zero-filled, covering every addressed element. */
  public static MemRefI8 alloc(long offset, long[] sizes, long[] strides, String location) {
    return (MemRefI8) Descriptors.alloc(ElementKind.I8, offset, sizes, strides, location);
  }

  /** Wraps {@code data} (shared) with an identity layout; the sizes must match its length. */
  public static MemRefI8 of(byte[] data, long... sizes) {
    return (MemRefI8) Descriptors.of(ElementKind.I8, data, sizes);
  }

  /** A memref of the given sizes with every element {@code value} (splat globals). */
  public static MemRefI8 filled(byte value, long[] sizes, String location) {
    MemRefI8 m = alloc(sizes, location);
    Arrays.fill(m.data, value);
    return m;
  }

  @Override
  public ElementKind kind() { return ElementKind.I8; }

  @Override
  public int capacity() { return data.length; }

  @Override
  public Object array() { return data; }

  @Override
  public MemRefI8 reinterpretCast(long offset, long[] sizes, long[] strides) {
    return (MemRefI8) super.reinterpretCast(offset, sizes, strides);
  }

  @Override
  public MemRefI8 realloc(long newSize, String location) {
    return (MemRefI8) super.realloc(newSize, location);
  }

  @Override
  MemRefI8 derive(long alignedShift, long offset, long[] sizes, long[] strides) {
    return new MemRefI8(storageId, data, alignedShift, offset, sizes, strides);
  }

  @Override
  void copyStridedRun(int from, long fromStride, MemRef to, int at, long atStride, long count) {
    byte[] target = ((MemRefI8) to).data;
    long src = from;
    long dst = at;
    for (long i = 0; i < count; i++, src += fromStride, dst += atStride) {
      target[(int) dst] = data[(int) src];
    }
  }
}
