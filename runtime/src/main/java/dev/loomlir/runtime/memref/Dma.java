package dev.loomlir.runtime.memref;

/**
 * {@code memref.dma_start} and {@code memref.dma_wait} on a target with one memory and no DMA
 * engine: a transfer is done by the time {@code dma_start} returns, so {@code dma_wait} has nothing
 * to wait for (a DMA that completes immediately is one upstream's semantics allow). Both still
 * access their tag element, so a tag index outside the tag's allocation stops as a load would.
 *
 * <p>Element {@code e} of a transfer ({@code 0 <= e < count}) is the element {@code e} places after
 * the start indices in the memref's row-major order. With a stride, one side (the slower memory:
 * the lower memory space) is read or written in chunks of {@code perStride} elements every
 * {@code stride} elements, the other contiguously. A transfer without a stride is one chunk.
 * Overlapping transfers copy element by element, first to last (upstream leaves them undefined).
 */
public final class Dma {
  private Dma() {}

  public static void start(MemRef src, long[] srcIndices, MemRef dst, long[] dstIndices, long count, MemRef tag,
                           long[] tagIndices, long stride, long perStride, boolean strideOnSource, String location) {
    if (src.kind() != dst.kind()) {
      throw new MemRefError(location, "memref.dma_start between element storages " + src.kind() + " and " + dst.kind());
    }
    arrayIndex(tag, tagIndices, 0, location);
    if (count <= 0) return;
    if (perStride <= 0) {
      throw new MemRefError(location, "memref.dma_start: " + perStride + " elements per stride (expected at least 1)");
    }
    for (long e = 0; e < count; e++) {
      long strided = e / perStride * stride + e % perStride;
      int from = arrayIndex(src, srcIndices, strideOnSource ? strided : e, location);
      int to = arrayIndex(dst, dstIndices, strideOnSource ? e : strided, location);
      src.copyRun(from, 1, dst, to, 1, 1);
    }
  }

  public static void await(MemRef tag, long[] tagIndices, String location) {
    arrayIndex(tag, tagIndices, 0, location);
  }

  /**
   * The array index of the element {@code advance} places after {@code start} in row-major order:
   * dimensions carry into the next outer one; the outermost runs on, and only the allocation
   * bounds the result, as for loads and stores.
   */
  private static int arrayIndex(MemRef m, long[] start, long advance, String location) {
    int rank = m.rank();
    long linear = advance;
    long rowStride = 1;
    for (int d = rank - 1; d >= 0; d--) {
      linear += start[d] * rowStride;
      rowStride *= m.sizes[d];
    }
    long position = m.offset;
    for (int d = rank - 1; d > 0; d--) {
      if (m.sizes[d] == 0) return MemRefs.checkIndex(-1, m.capacity(), location);
      position += Math.floorMod(linear, m.sizes[d]) * m.strides[d];
      linear = Math.floorDiv(linear, m.sizes[d]);
    }
    if (rank > 0) position += linear * m.strides[0];
    return MemRefs.checkIndex(position, m.capacity(), location);
  }
}
