package dev.loomlir.runtime;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * A finite non-zero |v| rounded half-even to {@code n} significant decimal digits, as C's printf
 * rounds the exact binary value: {@code digits} (exactly n of them, trailing zeros kept) times
 * 10^({@code exponent} - n + 1).
 *
 * <p>It rounds the shortest decimal that reads back as v ({@link Double#toString}) rather than
 * v's exact expansion, which needs {@link BigDecimal}: the first BigDecimal of a JVM costs a cold
 * start tens of milliseconds of class loading and initialization, and most printed programs print
 * one or two floats. Both give the same digits except when the shortest decimal lies exactly
 * halfway between two n-digit decimals: then the exact value decides, through BigDecimal. (No
 * other halfway point can lie between v and its shortest decimal: two decimals of at most n+1
 * digits never both fall within half an ulp of v, and the shortest one would be the halfway point.)
 * That holds while an ulp (at most 2^-52 of a normal v) is below the spacing of (n+1)-digit
 * decimals (at least 10^-(n+1) of v): for normal doubles and n up to 14; the rest goes exact.
 */
record RoundedDecimal(String digits, int exponent) {
  private static final int MAX_SHORT_DIGITS = 14;

  static RoundedDecimal of(double v, int n) {
    if (n > MAX_SHORT_DIGITS || Math.abs(v) < Double.MIN_NORMAL) return exact(v, n);
    String text = Double.toString(Math.abs(v));
    int e = text.indexOf('E');
    int exp10 = e < 0 ? 0 : Integer.parseInt(text.substring(e + 1));
    String mantissa = e < 0 ? text : text.substring(0, e);
    int point = mantissa.indexOf('.');
    String all = mantissa.substring(0, point) + mantissa.substring(point + 1);
    int lead = 0;
    while (lead < all.length() - 1 && all.charAt(lead) == '0') lead++;
    int end = all.length();
    while (end > lead + 1 && all.charAt(end - 1) == '0') end--;
    String significant = all.substring(lead, end);
    // The first significant digit's power of ten.
    int exponent = exp10 + point - 1 - lead;
    if (significant.length() <= n) return new RoundedDecimal(pad(significant, n), exponent);
    char next = significant.charAt(n);
    boolean halfway = next == '5' && significant.length() == n + 1;
    if (halfway) return exact(v, n);
    StringBuilder kept = new StringBuilder(significant.substring(0, n));
    if (next >= '5') {
      int i = n - 1;
      while (i >= 0 && kept.charAt(i) == '9') kept.setCharAt(i--, '0');
      if (i < 0) {
        kept.insert(0, '1').setLength(n);
        exponent++;
      } else {
        kept.setCharAt(i, (char) (kept.charAt(i) + 1));
      }
    }
    return new RoundedDecimal(kept.toString(), exponent);
  }

  private static RoundedDecimal exact(double v, int n) {
    BigDecimal rounded = new BigDecimal(v).abs().round(new MathContext(n, RoundingMode.HALF_EVEN));
    return new RoundedDecimal(pad(rounded.unscaledValue().toString(), n), rounded.precision() - rounded.scale() - 1);
  }

  private static String pad(String digits, int n) {
    if (digits.length() >= n) return digits;
    StringBuilder sb = new StringBuilder(n).append(digits);
    while (sb.length() < n) sb.append('0');
    return sb.toString();
  }
}
