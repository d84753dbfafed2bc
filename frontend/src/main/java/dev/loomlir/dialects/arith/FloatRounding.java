package dev.loomlir.dialects.arith;

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

  /**
   * True when every value of {@code a} is a value of {@code b}: LLVM's
   * {@code APFloatBase::isRepresentableBy}, comparing exponent ranges and precisions.
   */
  public static boolean isRepresentableBy(FloatType a, FloatType b) {
    int[] x = semantics(a), y = semantics(b);
    return x[0] <= y[0] && x[1] >= y[1] && x[2] <= y[2];
  }

  /** {maximum exponent, minimum normal exponent, precision in bits (with the implicit bit)}. */
  private static int[] semantics(FloatType t) {
    return switch (t) {
      case F16 -> new int[] {15, -14, 11};
      case BF16 -> new int[] {127, -126, 8};
      case F32 -> new int[] {127, -126, 24};
      case TF32 -> new int[] {127, -126, 11};
      case F64 -> new int[] {1023, -1022, 53};
      case F80 -> new int[] {16383, -16382, 64};
      case F128 -> new int[] {16383, -16382, 113};
      case F8E8M0FNU -> new int[] {127, -127, 1};
    };
  }

  /** True when {@code v} converts to {@code t} without losing information. */
  public static boolean isExact(double v, FloatType t) {
    double r = round(v, t);
    return Double.isNaN(v) ? Double.isNaN(r) : Double.doubleToRawLongBits(r) == Double.doubleToRawLongBits(v);
  }
}
