package dev.loomlir.runtime;

/**
 * Floating-point semantics of arith/math ops that Java lacks or spells differently, for generated
 * code. {@code f16} and {@code bf16} values are carried in a {@code float} holding a value exactly
 * representable in the format: every op computes in float and rounds back with {@link #roundF16}
 * or {@link #roundBF16}.
 */
public final class FloatOps {
  private FloatOps() {}

  // ---- 16-bit formats ----

  public static float roundF16(float x) { return Float.float16ToFloat(Float.floatToFloat16(x)); }

  public static float roundBF16(float x) { return bf16BitsToFloat(floatToBF16Bits(x)); }

  /** The bfloat16 bits of {@code x}, rounded to nearest even (NaNs stay quiet NaNs). */
  public static int floatToBF16Bits(float x) {
    int bits = Float.floatToRawIntBits(x);
    if (Float.isNaN(x)) return ((bits >>> 16) | 0x40) & 0xFFFF;
    int rounded = bits + 0x7FFF + ((bits >>> 16) & 1);
    return (rounded >>> 16) & 0xFFFF;
  }

  public static float bf16BitsToFloat(int bits) { return Float.intBitsToFloat(bits << 16); }

  /** f64 → f16 with a single rounding (a plain double → float → half conversion rounds twice). */
  public static float f64ToF16(double x) { return roundF16(toFloatRoundToOdd(x)); }

  public static float f64ToBF16(double x) { return roundBF16(toFloatRoundToOdd(x)); }

  /**
   * {@code x} rounded to float with round-to-odd: exact values stay, inexact ones get the
   * neighbour with an odd last bit. Rounding that again to a format with fewer bits is then the
   * same as rounding {@code x} directly.
   */
  private static float toFloatRoundToOdd(double x) {
    float f = (float) x;
    if (f == x || Float.isInfinite(f) || Double.isNaN(x)) return f;
    int bits = Float.floatToRawIntBits(f);
    if ((bits & 1) == 0) bits += Math.abs(f) > Math.abs(x) ? -1 : 1;
    return Float.intBitsToFloat(bits);
  }

  // ---- arith ----

  /** arith.negf flips the sign bit, of NaNs too. */
  public static float negf(float x) { return Float.intBitsToFloat(Float.floatToRawIntBits(x) ^ 0x80000000); }

  public static double negf(double x) { return Double.longBitsToDouble(Double.doubleToRawLongBits(x) ^ Long.MIN_VALUE); }

  /** arith.maxnumf: a NaN operand is ignored. */
  public static float maxnum(float a, float b) { return Float.isNaN(a) ? b : Float.isNaN(b) ? a : Math.max(a, b); }

  public static float minnum(float a, float b) { return Float.isNaN(a) ? b : Float.isNaN(b) ? a : Math.min(a, b); }

  public static double maxnum(double a, double b) { return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b); }

  public static double minnum(double a, double b) { return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.min(a, b); }

  /**
   * The power of two that {@code arith.scaling_extf}/{@code scaling_truncf} multiply or divide by,
   * as upstream's {@code arith-expand} computes it from a scale operand already rounded to f32:
   * the scale is truncated to f8E8M0FNU by keeping only its biased exponent (sign and mantissa
   * dropped, so 3.0 and -3.0 both give 2), and that exponent becomes the f32 {@code 2^(e - 127)};
   * an exponent of 0 (zero, subnormal) gives +0 and an infinite or NaN scale a NaN (all bits set).
   */
  public static float e8m0ScaleFactor(float scale) {
    int exponent = (Float.floatToRawIntBits(scale) >>> 23) & 0xFF;
    return Float.intBitsToFloat(exponent == 0xFF ? 0xFFFFFFFF : exponent << 23);
  }

  /** cmpf predicates without a single JVM compare instruction; results are 0 or 1. */
  public static int cmpUeq(double a, double b) { return Double.isNaN(a) || Double.isNaN(b) || a == b ? 1 : 0; }

  public static int cmpOne(double a, double b) { return !Double.isNaN(a) && !Double.isNaN(b) && a != b ? 1 : 0; }

  public static int cmpOrd(double a, double b) { return !Double.isNaN(a) && !Double.isNaN(b) ? 1 : 0; }

  public static int cmpUno(double a, double b) { return Double.isNaN(a) || Double.isNaN(b) ? 1 : 0; }

  // ---- conversions ----

  /** uitofp of an unsigned 64-bit value, correctly rounded. */
  public static double u64ToDouble(long x) {
    if (x >= 0) return x;
    // Halve keeping the lost bit as a sticky bit, so the single rounding is still correct.
    return ((x >>> 1) | (x & 1)) * 2.0;
  }

  public static float u64ToFloat(long x) {
    if (x >= 0) return x;
    return ((x >>> 1) | (x & 1)) * 2.0f;
  }

  /** fptosi to an {@code w}-bit integer: saturates at the width's range, NaN gives 0 (as Java's casts). */
  public static long fptosi(double x, int w) {
    if (Double.isNaN(x)) return 0;
    long min = -(1L << (w - 1)), max = (1L << (w - 1)) - 1;
    if (w == 64) return (long) x;
    long v = x <= min ? min : x >= max ? max : (long) x;
    return IntOps.canonLong(v, w); // in range, so only i1 changes: -1 becomes 1
  }

  /** fptoui to an {@code w}-bit integer, saturating to [0, 2^w - 1]; the result is in canonical (sign-extended) form. */
  public static long fptoui(double x, int w) {
    if (Double.isNaN(x) || x <= 0) return 0;
    if (w == 64) {
      if (x >= 0x1p64) return -1;
      if (x >= 0x1p63) return (long) (x - 0x1p63) + Long.MIN_VALUE;
      return (long) x;
    }
    long max = (1L << w) - 1;
    long v = x >= max ? max : (long) x;
    return IntOps.canonLong(v, w);
  }

  // ---- math ----

  /** math.round: halfway cases away from zero. */
  public static double round(double x) {
    double t = trunc(x);
    return Math.abs(x - t) >= 0.5 ? t + Math.copySign(1.0, x) : t;
  }

  public static double trunc(double x) { return x < 0 ? Math.ceil(x) : Math.floor(x); }

  public static double log2(double x) {
    if (!(x > 0) || Double.isInfinite(x)) return Math.log(x);
    int e = Math.getExponent(x);
    if (e < Double.MIN_EXPONENT) { // subnormal: scale into the normal range first
      return log2(x * 0x1p54) - 54;
    }
    double m = Math.scalb(x, -e); // in [1, 2)
    return e + (m == 1.0 ? 0.0 : StrictMath.log(m) / 0.6931471805599453);
  }

  public static double exp2(double x) { return StrictMath.pow(2.0, x); }

  /** C's pow: differs from Java's for a base of 1 and for -1 to an infinite power. */
  public static double pow(double x, double y) {
    if (x == 1.0) return 1.0;
    if (x == -1.0 && Double.isInfinite(y)) return 1.0;
    return StrictMath.pow(x, y);
  }

  /** llvm.powi as compiler-rt computes it (repeated squaring, reciprocal for negative powers). */
  public static double powi(double a, long n) {
    boolean recip = n < 0;
    double r = 1;
    for (long b = n; ; ) {
      if ((b & 1) != 0) r *= a;
      b /= 2;
      if (b == 0) break;
      a *= a;
    }
    return recip ? 1 / r : r;
  }

  public static float powi(float a, long n) {
    boolean recip = n < 0;
    float r = 1;
    for (long b = n; ; ) {
      if ((b & 1) != 0) r *= a;
      b /= 2;
      if (b == 0) break;
      a *= a;
    }
    return recip ? 1 / r : r;
  }

  private static final double LN2 = 0.6931471805599453;

  public static double asinh(double x) {
    double a = Math.abs(x);
    double r;
    if (a > 0x1p28) r = StrictMath.log(a) + LN2;
    else r = StrictMath.log1p(a + a * a / (1 + Math.sqrt(1 + a * a)));
    return Math.copySign(r, x);
  }

  public static double acosh(double x) {
    if (x < 1) return Double.NaN;
    if (x > 0x1p28) return StrictMath.log(x) + LN2;
    double t = x - 1;
    return StrictMath.log1p(t + Math.sqrt(2 * t + t * t));
  }

  public static double atanh(double x) {
    double a = Math.abs(x);
    if (a > 1) return Double.NaN;
    return Math.copySign(0.5 * StrictMath.log1p(2 * a / (1 - a)), x);
  }

  private static final double TWO_OVER_SQRT_PI = 1.1283791670955126;
  private static final double ONE_OVER_SQRT_PI = 0.5641895835477563;

  /**
   * The error function. Below |x| = 2.5 it sums erf(x) = 2/√π·e^(−x²)·Σ (2x²)ⁿ·x/(2n+1)!!, whose
   * terms are all positive (no cancellation); above, 1 − erfc(x) from a continued fraction.
   */
  public static double erf(double x) {
    if (Double.isNaN(x)) return x;
    double a = Math.abs(x);
    if (a >= 6) return Math.copySign(1.0, x);
    if (a < 2.5) return Math.copySign(erfSeries(a), x);
    return Math.copySign(1 - erfcContinuedFraction(a), x);
  }

  public static double erfc(double x) {
    if (Double.isNaN(x)) return x;
    if (x < 0.5) return 1 - erf(x);
    if (x > 27) return 0;
    return x < 2.5 ? 1 - erfSeries(x) : erfcContinuedFraction(x);
  }

  private static double erfSeries(double a) {
    double twoA2 = 2 * a * a;
    double term = a, sum = a;
    for (int n = 0; n < 500 && term > sum * 1e-18; n++) {
      term *= twoA2 / (2 * n + 3);
      sum += term;
    }
    return TWO_OVER_SQRT_PI * StrictMath.exp(-a * a) * sum;
  }

  /** erfc(a) = e^(−a²)/√π · 1/(a + (1/2)/(a + 1/(a + (3/2)/(a + ...)))), by Lentz's method. */
  private static double erfcContinuedFraction(double a) {
    double tiny = 1e-300;
    double f = a, c = a, d = 0;
    for (int k = 1; k < 500; k++) {
      double an = k / 2.0;
      d = a + an * d;
      d = d == 0 ? tiny : d;
      c = a + an / c;
      c = c == 0 ? tiny : c;
      d = 1 / d;
      double delta = c * d;
      f *= delta;
      if (Math.abs(delta - 1) < 1e-17) break;
    }
    return ONE_OVER_SQRT_PI * StrictMath.exp(-a * a) / f;
  }

  /**
   * math.clampf as documented: {@code maximumf(minimumf(x, hi), lo)}, i.e. NaN-propagating and
   * ordering -0 below +0 ({@link Math#min}/{@link Math#max} have exactly these semantics).
   */
  public static float clampf(float x, float lo, float hi) { return Math.max(Math.min(x, hi), lo); }

  public static double clampf(double x, double lo, double hi) { return Math.max(Math.min(x, hi), lo); }

  /** math.isnormal for a format whose smallest normal magnitude is {@code minNormal}. */
  public static int isNormal(double x, double minNormal) {
    double a = Math.abs(x);
    return a >= minNormal && a <= Double.MAX_VALUE ? 1 : 0;
  }
}
