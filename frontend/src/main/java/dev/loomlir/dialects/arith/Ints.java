package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Type;

/**
 * Two's-complement arithmetic at a type's width (i1 to i64; index is 64-bit as upstream's
 * folders compute it). Values are longs sign-extended from the width, as {@link IntegerAttr} keeps them.
 */
public final class Ints {
  private Ints() {}

  /** The bit width of an integer or index type, or -1 for types folded nowhere (wider than 64 bits). */
  public static int width(Type t) {
    if (t instanceof IndexType) return 64;
    if (t instanceof IntegerType it && it.width() <= 64) return it.width();
    return -1;
  }

  public static boolean isFoldable(Type t) { return width(t) > 0; }

  /** The constant integer value of {@code a} when it is an integer attribute of a foldable type. */
  public static Long value(Attribute a) {
    return a instanceof IntegerAttr i && isFoldable(i.type()) ? i.value() : null;
  }

  public static IntegerAttr attr(long v, Type t) { return IntegerAttr.of(v, t); }

  public static long wrap(long v, Type t) { return IntegerAttr.normalize(v, t); }

  /** The value zero-extended from {@code width} bits (the unsigned reading of the bits). */
  public static long zext(long v, int width) {
    return width >= 64 ? v : v & ((1L << width) - 1);
  }

  public static int compareUnsigned(long a, long b, int width) {
    return Long.compareUnsigned(zext(a, width), zext(b, width));
  }

  public static long minSigned(int width) { return width >= 64 ? Long.MIN_VALUE : -(1L << (width - 1)); }

  public static long maxSigned(int width) { return width >= 64 ? Long.MAX_VALUE : (1L << (width - 1)) - 1; }

  public static long divideUnsigned(long a, long b, int width) { return Long.divideUnsigned(zext(a, width), zext(b, width)); }

  public static long remainderUnsigned(long a, long b, int width) {
    return Long.remainderUnsigned(zext(a, width), zext(b, width));
  }

  /** Signed division overflows only for MIN / -1. */
  public static boolean signedDivisionOverflows(long a, long b, int width) {
    return b == -1 && a == minSigned(width);
  }
}
