package dev.loomlir.runtime;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * C's {@code printf("%g")}, which upstream's runner utilities use for {@code printF32},
 * {@code printF64} and {@code vector.print} of floats. Java's own {@code %g} differs (it keeps
 * trailing zeros and never switches notation the same way), so this reimplements the C rules:
 * round to {@code precision} significant digits (exactly, half-even on the binary value, as glibc
 * does: {@link RoundedDecimal}), use {@code %e} style when the decimal exponent is below -4 or at least the precision,
 * else {@code %f} style, then drop trailing zeros and a trailing point.
 */
public final class CFormat {
  private CFormat() {}

  /** {@code %g} with the default precision 6. */
  public static String g(double v) { return g(v, 6); }

  public static String g(double v, int precision) {
    if (Double.isNaN(v)) return (Double.doubleToRawLongBits(v) < 0) ? "-nan" : "nan";
    if (Double.isInfinite(v)) return v < 0 ? "-inf" : "inf";
    int p = precision == 0 ? 1 : precision;
    if (v == 0) return (1 / v < 0) ? "-0" : "0";
    RoundedDecimal rounded = RoundedDecimal.of(v, p);
    String d = rounded.digits();
    int x = rounded.exponent();
    String body;
    if (x < -4 || x >= p) {
      body = stripZeros(d.charAt(0) + "." + d.substring(1)) + exponentSuffix(x);
    } else if (x >= 0) {
      body = stripZeros(d.substring(0, x + 1) + "." + d.substring(x + 1));
    } else {
      body = stripZeros("0." + "0".repeat(-x - 1) + d);
    }
    return (v < 0 ? "-" : "") + body;
  }

  /** {@code %e} with the default precision 6 (how mlir-runner prints an f32 entry-point result). */
  public static String e(double v) { return e(v, 6); }

  /** C's {@code %.Ne}: one digit, a point, {@code precision} digits, an exponent of at least two digits. */
  public static String e(double v, int precision) {
    if (Double.isNaN(v)) return (Double.doubleToRawLongBits(v) < 0) ? "-nan" : "nan";
    if (Double.isInfinite(v)) return v < 0 ? "-inf" : "inf";
    String sign = (v < 0 || (v == 0 && 1 / v < 0)) ? "-" : "";
    if (v == 0) return sign + "0." + "0".repeat(precision) + "e+00";
    RoundedDecimal rounded = RoundedDecimal.of(v, precision + 1);
    String d = rounded.digits();
    return sign + d.charAt(0) + (precision > 0 ? "." + d.substring(1) : "") + exponentSuffix(rounded.exponent());
  }

  private static String exponentSuffix(int x) {
    return "e" + (x < 0 ? "-" : "+") + (Math.abs(x) < 10 ? "0" : "") + Math.abs(x);
  }

  /** C's {@code %.Nf}: the exact value rounded to {@code precision} decimals, half to even. */
  public static String f(double v, int precision) {
    if (Double.isNaN(v)) return (Double.doubleToRawLongBits(v) < 0) ? "-nan" : "nan";
    if (Double.isInfinite(v)) return v < 0 ? "-inf" : "inf";
    String sign = (v < 0 || (v == 0 && 1 / v < 0)) ? "-" : "";
    return sign + new BigDecimal(v).abs().setScale(precision, RoundingMode.HALF_EVEN).toPlainString();
  }

  private static String stripZeros(String s) {
    if (s.indexOf('.') < 0) return s;
    int end = s.length();
    while (s.charAt(end - 1) == '0') end--;
    if (s.charAt(end - 1) == '.') end--;
    return s.substring(0, end);
  }
}
