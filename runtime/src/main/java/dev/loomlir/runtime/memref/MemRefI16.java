package dev.loomlir.runtime.memref;

import java.util.Arrays;

/** A memref whose elements are stored in a {@code short[]}: i9..i16, f16 and bf16 (as bits). See {@link MemRef}. */
public final class MemRefI16 extends MemRef {
  /** The backing array, shared by every view of the allocation; generated code reads it. */
  public final short[] data;

  /** A descriptor over {@code data} with the given layout (a new allocation identity). */
  public MemRefI16(short[] data, long offset, long[] sizes, long[] strides) {
    this(newStorageId(), data, 0, offset, sizes, strides);
  }

  private MemRefI16(long storageId, short[] data, long alignedShift, long offset, long[] sizes,
      long[] strides) {
    super(storageId, alignedShift, offset, sizes, strides);
    this.data = data;
  }

  /** {@code memref.alloc}/{@code alloca}: zero-filled, identity layout. */
  public static MemRefI16 alloc(long[] sizes, String location) {
    return (MemRefI16) Descriptors.alloc(ElementKind.I16, sizes, location);
  }

  /** {@code memref.alloc} of a strided layout: zero-filled, covering every addressed element. */
  public static MemRefI16 alloc(long offset, long[] sizes, long[] strides, String location) {
    return (MemRefI16) Descriptors.alloc(ElementKind.I16, offset, sizes, strides, location);
  }

  /** Wraps {@code data} (shared) with an identity layout; the sizes must match its length. */
  public static MemRefI16 of(short[] data, long... sizes) {
    return (MemRefI16) Descriptors.of(ElementKind.I16, data, sizes);
  }

  /** A memref of the given sizes with every element {@code value} (splat globals). */
  public static MemRefI16 filled(short value, long[] sizes, String location) {
    MemRefI16 m = alloc(sizes, location);
    Arrays.fill(m.data, value);
    return m;
  }

  @Override
  public ElementKind kind() { return ElementKind.I16; }

  @Override
  public int capacity() { return data.length; }

  @Override
  public Object array() { return data; }

  @Override
  public MemRefI16 reinterpretCast(long offset, long[] sizes, long[] strides) {
    return (MemRefI16) super.reinterpretCast(offset, sizes, strides);
  }

  @Override
  public MemRefI16 realloc(long newSize, String location) {
    return (MemRefI16) super.realloc(newSize, location);
  }

  @Override
  MemRefI16 derive(long alignedShift, long offset, long[] sizes, long[] strides) {
    return new MemRefI16(storageId, data, alignedShift, offset, sizes, strides);
  }

  @Override
  void copyStridedRun(int from, long fromStride, MemRef to, int at, long atStride, long count) {
    short[] target = ((MemRefI16) to).data;
    long src = from;
    long dst = at;
    for (long i = 0; i < count; i++, src += fromStride, dst += atStride) {
      target[(int) dst] = data[(int) src];
    }
  }
}
