package dev.loomlir.ir;

import java.math.BigInteger;
import java.util.Objects;

/**
 * An integer (or index) constant with its type. The value is kept as a {@code long} holding the
 * two's-complement bits at the type's width, sign-extended (so {@code 255 : i8} is stored as -1 and
 * printed as {@code -1 : i8}, as MLIR does); unsigned integer types print the unsigned value.
 */
public record IntegerAttr(long value, Type type) implements Attribute {
  public static IntegerAttr of(long value, Type type) {
    return new IntegerAttr(normalize(value, type), type);
  }

  public static IntegerAttr i64(long v) { return new IntegerAttr(v, IntegerType.I64); }
  public static IntegerAttr i32(long v) { return of(v, IntegerType.I32); }
  public static IntegerAttr index(long v) { return new IntegerAttr(v, IndexType.INSTANCE); }
  public static IntegerAttr bool(boolean b) { return new IntegerAttr(b ? -1 : 0, IntegerType.I1); }

  /** Truncates {@code v} to the type's width and sign-extends it back. */
  public static long normalize(long v, Type type) {
    if (type instanceof IntegerType it && it.width() < 64) {
      int shift = 64 - it.width();
      return (v << shift) >> shift;
    }
    return v;
  }

  public boolean boolValue() { return value != 0; }

  /** The value as MLIR prints it without a type: signed except for {@code uiN}, {@code true}/{@code false} for i1. */
  public String valueString() {
    if (type instanceof IntegerType it) {
      if (it.width() == 1 && it.isSignless()) return value != 0 ? "true" : "false";
      if (it.signedness() == IntegerType.Signedness.UNSIGNED) {
        BigInteger b = BigInteger.valueOf(value);
        if (it.width() < 64) b = b.and(BigInteger.ONE.shiftLeft(it.width()).subtract(BigInteger.ONE));
        else if (value < 0) b = b.add(BigInteger.ONE.shiftLeft(64));
        return b.toString();
      }
    }
    return Long.toString(value);
  }

  /**
   * MLIR's {@code AttrTypeElision::May} spelling, used for array elements and memref memory
   * spaces: an i64 integer prints without its type ({@code [0, 1]}, {@code memref<4xf32, 1>}).
   */
  public static String toStringElidingI64(Attribute a) {
    return a instanceof IntegerAttr i && i.type().equals(IntegerType.I64) ? i.valueString() : String.valueOf(a);
  }

  @Override public String toString() {
    if (type instanceof IntegerType it && it.width() == 1 && it.isSignless()) return valueString();
    return valueString() + " : " + type;
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof IntegerAttr that
        && value == that.value
        && Objects.equals(type, that.type);
  }

  @Override
  public int hashCode() {
    return 31 * Long.hashCode(value) + Objects.hashCode(type);
  }
}
