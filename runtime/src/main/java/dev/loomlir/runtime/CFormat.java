package dev.loomlir.runtime;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * C's {@code printf("%g")}, which upstream's runner utilities use for {@code printF32},
 * {@code printF64} and {@code vector.print} of floats. Java's own {@code %g} differs (it keeps
 * trailing zeros and never switches notation the same way), so this reimplements the C rules:
 * round to {@code precision} significant digits (exactly, half-even on the binary value, as glibc
 * does), use {@code %e} style when the decimal exponent is below -4 or at least the precision,
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
    BigDecimal rounded = new BigDecimal(v).round(new MathContext(p, RoundingMode.HALF_EVEN));
    // Decimal exponent of the rounded value in d.ddd x 10^x form.
    int x = rounded.precision() - rounded.scale() - 1;
    String body;
    if (x < -4 || x >= p) {
      BigDecimal mantissa = rounded.movePointLeft(x);
      body = stripZeros(mantissa.setScale(p - 1, RoundingMode.HALF_EVEN).abs().toPlainString())
          + "e" + (x < 0 ? "-" : "+") + (Math.abs(x) < 10 ? "0" : "") + Math.abs(x);
    } else {
      body = stripZeros(rounded.setScale(Math.max(0, p - 1 - x), RoundingMode.HALF_EVEN).abs().toPlainString());
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
    int x = 0;
    BigDecimal mantissa = BigDecimal.ZERO;
    if (v != 0) {
      BigDecimal rounded = new BigDecimal(v).abs().round(new MathContext(precision + 1, RoundingMode.HALF_EVEN));
      x = rounded.precision() - rounded.scale() - 1;
      mantissa = rounded.movePointLeft(x);
    }
    return sign + mantissa.setScale(precision, RoundingMode.HALF_EVEN).toPlainString()
        + "e" + (x < 0 ? "-" : "+") + (Math.abs(x) < 10 ? "0" : "") + Math.abs(x);
  }

  private static String stripZeros(String s) {
    if (s.indexOf('.') < 0) return s;
    int end = s.length();
    while (s.charAt(end - 1) == '0') end--;
    if (s.charAt(end - 1) == '.') end--;
    return s.substring(0, end);
  }
}
