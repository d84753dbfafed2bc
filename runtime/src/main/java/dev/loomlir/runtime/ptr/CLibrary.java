package dev.loomlir.runtime.ptr;

import dev.loomlir.runtime.FloatOps;
import dev.loomlir.runtime.RunnerOutput;

/**
 * The C library functions runner programs declare ({@code llvm.func @malloc(i64) -> !llvm.ptr}),
 * and the runner utilities that take an {@code !llvm.ptr}. Memory comes from {@link Memory}; a bad
 * {@code free} or string is a {@link PointerFault}, located at the call by the code that made it.
 * The {@code float} variants of libm compute in {@code double} and round once.
 */
public final class CLibrary {
  private CLibrary() {}

  // ---- memory ----

  public static Ptr malloc(long size) { return Memory.malloc(size); }

  public static Ptr calloc(long count, long size) {
    long total = count * size;
    if (count < 0 || size < 0 || (size != 0 && total / size != count)) return Ptr.NULL;
    return Memory.malloc(total);
  }

  public static void free(Ptr p) { Memory.free(p); }

  // ---- runner utilities ----

  /** {@code printCString(char *)}: the bytes up to the NUL, as {@code printf("%s")} writes them. */
  public static void printCString(Ptr p) {
    byte[] bytes = Memory.cString(p);
    RunnerOutput.stream().write(bytes, 0, bytes.length);
  }

  /** {@code printString(char const *)}: the same. */
  public static void printString(Ptr p) { printCString(p); }

  // ---- libm ----

  /** {@code logb}: the unbiased exponent of {@code x} as a float (subnormals counted as normalized). */
  public static double logb(double x) {
    if (Double.isNaN(x)) return x;
    if (Double.isInfinite(x)) return Double.POSITIVE_INFINITY;
    if (x == 0) return Double.NEGATIVE_INFINITY;
    int e = Math.getExponent(x);
    if (e == Double.MIN_EXPONENT - 1) e = Math.getExponent(x * 0x1p54) - 54;
    return e;
  }

  public static float logbf(float x) { return (float) logb(x); }

  public static double sin(double x) { return StrictMath.sin(x); }
  public static float sinf(float x) { return (float) StrictMath.sin(x); }
  public static double cos(double x) { return StrictMath.cos(x); }
  public static float cosf(float x) { return (float) StrictMath.cos(x); }
  public static double tan(double x) { return StrictMath.tan(x); }
  public static float tanf(float x) { return (float) StrictMath.tan(x); }
  public static double asin(double x) { return StrictMath.asin(x); }
  public static float asinf(float x) { return (float) StrictMath.asin(x); }
  public static double acos(double x) { return StrictMath.acos(x); }
  public static float acosf(float x) { return (float) StrictMath.acos(x); }
  public static double atan(double x) { return StrictMath.atan(x); }
  public static float atanf(float x) { return (float) StrictMath.atan(x); }
  public static double atan2(double y, double x) { return StrictMath.atan2(y, x); }
  public static float atan2f(float y, float x) { return (float) StrictMath.atan2(y, x); }
  public static double sinh(double x) { return StrictMath.sinh(x); }
  public static float sinhf(float x) { return (float) StrictMath.sinh(x); }
  public static double cosh(double x) { return StrictMath.cosh(x); }
  public static float coshf(float x) { return (float) StrictMath.cosh(x); }
  public static double tanh(double x) { return StrictMath.tanh(x); }
  public static float tanhf(float x) { return (float) StrictMath.tanh(x); }
  public static double exp(double x) { return StrictMath.exp(x); }
  public static float expf(float x) { return (float) StrictMath.exp(x); }
  public static double exp2(double x) { return FloatOps.exp2(x); }
  public static float exp2f(float x) { return (float) FloatOps.exp2(x); }
  public static double expm1(double x) { return StrictMath.expm1(x); }
  public static float expm1f(float x) { return (float) StrictMath.expm1(x); }
  public static double log(double x) { return StrictMath.log(x); }
  public static float logf(float x) { return (float) StrictMath.log(x); }
  public static double log10(double x) { return StrictMath.log10(x); }
  public static float log10f(float x) { return (float) StrictMath.log10(x); }
  public static double log2(double x) { return FloatOps.log2(x); }
  public static float log2f(float x) { return (float) FloatOps.log2(x); }
  public static double log1p(double x) { return StrictMath.log1p(x); }
  public static float log1pf(float x) { return (float) StrictMath.log1p(x); }
  public static double sqrt(double x) { return StrictMath.sqrt(x); }
  public static float sqrtf(float x) { return (float) StrictMath.sqrt(x); }
  public static double cbrt(double x) { return StrictMath.cbrt(x); }
  public static float cbrtf(float x) { return (float) StrictMath.cbrt(x); }
  public static double pow(double x, double y) { return FloatOps.pow(x, y); }
  public static float powf(float x, float y) { return (float) FloatOps.pow(x, y); }
  public static double hypot(double x, double y) { return StrictMath.hypot(x, y); }
  public static float hypotf(float x, float y) { return (float) StrictMath.hypot(x, y); }
  public static double fabs(double x) { return Math.abs(x); }
  public static float fabsf(float x) { return Math.abs(x); }
  public static double floor(double x) { return Math.floor(x); }
  public static float floorf(float x) { return (float) Math.floor(x); }
  public static double ceil(double x) { return Math.ceil(x); }
  public static float ceilf(float x) { return (float) Math.ceil(x); }
  public static double trunc(double x) { return FloatOps.trunc(x); }
  public static float truncf(float x) { return (float) FloatOps.trunc(x); }
  public static double round(double x) { return FloatOps.round(x); }
  public static float roundf(float x) { return (float) FloatOps.round(x); }
  public static double rint(double x) { return Math.rint(x); }
  public static float rintf(float x) { return (float) Math.rint(x); }
  public static double fmod(double x, double y) { return x % y; }
  public static float fmodf(float x, float y) { return x % y; }
  public static double fmin(double x, double y) { return FloatOps.minnum(x, y); }
  public static float fminf(float x, float y) { return FloatOps.minnum(x, y); }
  public static double fmax(double x, double y) { return FloatOps.maxnum(x, y); }
  public static float fmaxf(float x, float y) { return FloatOps.maxnum(x, y); }
  public static double copysign(double x, double y) { return Math.copySign(x, y); }
  public static float copysignf(float x, float y) { return Math.copySign(x, y); }
}
