package dev.loomlir.runtime.memref;

import java.util.Arrays;

/** Arithmetic on strided layouts (offset, sizes, strides), shared by views, copy and printing. */
final class Layout {
  private Layout() {}

  /** Row-major strides of a contiguous memref, as upstream computes them (suffix products). */
  static long[] identityStrides(long[] sizes) {
    long[] strides = new long[sizes.length];
    long running = 1;
    for (int d = sizes.length - 1; d >= 0; d--) {
      strides[d] = running;
      running *= sizes[d];
    }
    return strides;
  }

  static long elementCount(long[] sizes) {
    long n = 1;
    for (long s : sizes) n *= s;
    return n;
  }

  static boolean isEmpty(long[] sizes) {
    for (long s : sizes) if (s <= 0) return true;
    return false;
  }

  /** Whether the layout is the identity one (row-major, no holes); any offset. */
  static boolean isIdentity(long[] sizes, long[] strides) {
    return Arrays.equals(strides, identityStrides(sizes));
  }

  /** Lowest linear index a non-empty view touches. */
  static long lowest(long offset, long[] sizes, long[] strides) {
    long lo = offset;
    for (int d = 0; d < sizes.length; d++) lo += Math.min(0, (sizes[d] - 1) * strides[d]);
    return lo;
  }

  /** Highest linear index a non-empty view touches. */
  static long highest(long offset, long[] sizes, long[] strides) {
    long hi = offset;
    for (int d = 0; d < sizes.length; d++) hi += Math.max(0, (sizes[d] - 1) * strides[d]);
    return hi;
  }

  /** Whether every element of a non-empty view lies inside an array of {@code capacity}. */
  static boolean fits(long offset, long[] sizes, long[] strides, int capacity) {
    return lowest(offset, sizes, strides) >= 0 && highest(offset, sizes, strides) < capacity;
  }

  static String list(long[] values) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < values.length; i++) sb.append(i == 0 ? "" : ", ").append(values[i]);
    return sb.append(']').toString();
  }
}
