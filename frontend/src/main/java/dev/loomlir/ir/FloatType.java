package dev.loomlir.ir;

/**
 * Builtin floating-point types. {@link #F8E8M0FNU} (an 8-bit exponent with no sign, mantissa, zero
 * or infinity: the OCP microscaling scale format) is here because {@code arith-expand} rewrites
 * {@code arith.scaling_extf}/{@code scaling_truncf} through it; loomlir has no constants of it.
 */
public enum FloatType implements Type {
  F16("f16", 16), BF16("bf16", 16), F32("f32", 32), F64("f64", 64), F80("f80", 80), F128("f128", 128),
  TF32("tf32", 19), F8E8M0FNU("f8E8M0FNU", 8);

  private final String spelling;
  private final int width;

  FloatType(String spelling, int width) { this.spelling = spelling; this.width = width; }

  public int width() { return width; }

  @Override public String toString() { return spelling; }
}
