package dev.loomlir.lowering.fold;

import dev.loomlir.ir.FloatType;

/**
 * Rounds doubles to the value set of a float type (round to nearest even). Float constants are
 * kept as doubles, exact for f16, bf16, f32 and f64.
 */
public final class FloatRounding {
  private FloatRounding() {}

  /** True for the types whose arithmetic this package folds. */
  public static boolean isSupported(FloatType t) {
    return t == FloatType.F16 || t == FloatType.BF16 || t == FloatType.F32 || t == FloatType.F64;
  }

  public static double round(double v, FloatType t) {
    return switch (t) {
      case F64 -> v;
      case F32 -> (float) v;
      case F16 -> Float.float16ToFloat(Float.floatToFloat16((float) v));
      case BF16 -> roundToBf16((float) v);
      default -> throw new IllegalArgumentException("no rounding to " + t);
    };
  }

  /** bf16 is the top half of an f32: round the low 16 bits to nearest even. */
  private static double roundToBf16(float f) {
    if (Float.isNaN(f)) return f;
    int bits = Float.floatToRawIntBits(f);
    int lsb = (bits >>> 16) & 1;
    bits += 0x7FFF + lsb;
    return Float.intBitsToFloat(bits & 0xFFFF0000);
  }

  /** True when {@code v} converts to {@code t} without losing information. */
  public static boolean isExact(double v, FloatType t) {
    double r = round(v, t);
    return Double.isNaN(v) ? Double.isNaN(r) : Double.doubleToRawLongBits(r) == Double.doubleToRawLongBits(v);
  }
}
