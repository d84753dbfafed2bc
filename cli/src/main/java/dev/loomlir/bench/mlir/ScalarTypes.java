package dev.loomlir.bench.mlir;

import dev.loomlir.runtime.FloatOps;
import dev.loomlir.runtime.IntOps;

/** What the harness needs to know about MLIR scalar types (integer widths: {@link IntOps#integerWidth}). */
final class ScalarTypes {
  private ScalarTypes() {}

  static boolean isFloat(String type) {
    return switch (type) {
      case "f16", "bf16", "f32", "f64" -> true;
      default -> false;
    };
  }

  /** Whether {@code value} is representable in {@code width} bits, read as signed or as unsigned. */
  static boolean fits(long value, int width) {
    if (width >= 64) return true;
    long signedMin = -(1L << (width - 1));
    long unsignedMax = (1L << width) - 1;
    return value >= signedMin && value <= unsignedMax;
  }

  /** The bits of {@code value} as an f16 or bf16 element stores them. */
  static short halfBits(String type, double value) {
    // Rounded once, to nearest even, as arith.truncf and constants do (not truncated).
    return type.equals("bf16") ? (short) FloatOps.floatToBF16Bits(FloatOps.f64ToBF16(value))
        : Float.floatToFloat16(FloatOps.f64ToF16(value));
  }

  /** The value of the f16 or bf16 bits {@code bits}. */
  static double fromHalfBits(String type, short bits) {
    return type.equals("bf16") ? FloatOps.bf16BitsToFloat(bits) : Float.float16ToFloat(bits);
  }
}
