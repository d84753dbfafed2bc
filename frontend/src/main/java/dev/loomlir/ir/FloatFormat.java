package dev.loomlir.ir;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** MLIR's spelling of floating-point attribute values. */
public final class FloatFormat {
  private FloatFormat() {}

  /**
   * As MLIR's printer: {@code 1.000000e+00} when six significant digits round-trip exactly, else
   * the shortest decimal that does, else (inf, nan, or no decimal form) the bit pattern in hex.
   */
  public static String attributeValue(double v, FloatType type) {
    if (Double.isNaN(v) || Double.isInfinite(v)) return hexBits(v, type);
    // BigDecimal has no negative zero.
    if (v == 0) return (Double.doubleToRawLongBits(v) < 0 ? "-" : "") + "0.000000e+00";
    // APFloat's toString(6 significant digits, no zero truncation): 1.500000e+00, 3.149410e-02.
    String sci = sixDigitScientific(v);
    if (roundTrips(sci, v, type)) return sci;
    String shortest = shortestDecimal(v, type);
    if (shortest != null && roundTrips(shortest, v, type)) return shortest;
    return hexBits(v, type);
  }

  /**
   * {@code d.dddddde+XX}: v rounded half-even to six significant digits, a seventh digit 0, the
   * exponent with at least two digits. Built by hand: {@code String.format("%.6e")} would follow
   * the default locale (a decimal comma in some) and costs a cold start ~25 ms of locale data.
   */
  private static String sixDigitScientific(double v) {
    Digits shortest = shortDigits(v);
    String digits;
    int exponent;
    if (shortest != null) {
      digits = shortest.digits();
      exponent = shortest.exponent();
    } else {
      BigDecimal rounded = new BigDecimal(v).abs().round(new MathContext(6, RoundingMode.HALF_EVEN));
      exponent = rounded.precision() - rounded.scale() - 1;
      digits = rounded.unscaledValue().toString();
    }
    StringBuilder sb = new StringBuilder(14);
    if (v < 0) sb.append('-');
    sb.append(digits.charAt(0)).append('.').append(digits, 1, digits.length());
    for (int i = digits.length(); i < 7; i++) sb.append('0');
    sb.append(exponent < 0 ? "e-" : "e+");
    int e = Math.abs(exponent);
    if (e < 10) sb.append('0');
    return sb.append(e).toString();
  }

  /** Significant decimal digits, the first one's power of ten. */
  private record Digits(String digits, int exponent) {}

  /**
   * The significant digits of v's shortest decimal ({@link Double#toString}) when there are at
   * most six and v is normal; else null. Those
   * are the digits of v rounded to six: v is within half an ulp of them, far less than half the
   * spacing of six-digit decimals. It spares the common constants (2.0, 1.5) a first BigDecimal,
   * which costs a cold JVM tens of milliseconds.
   */
  private static Digits shortDigits(double v) {
    if (Math.abs(v) < Double.MIN_NORMAL) return null;
    String text = Double.toString(Math.abs(v));
    int e = text.indexOf('E');
    int point = text.indexOf('.');
    String all = text.substring(0, point) + text.substring(point + 1, e < 0 ? text.length() : e);
    int lead = 0;
    while (lead < all.length() - 1 && all.charAt(lead) == '0') lead++;
    int end = all.length();
    while (end > lead + 1 && all.charAt(end - 1) == '0') end--;
    if (end - lead > 6) return null;
    int exponent = (e < 0 ? 0 : Integer.parseInt(text.substring(e + 1))) + point - 1 - lead;
    return new Digits(all.substring(lead, end), exponent);
  }

  private static String shortestDecimal(double v, FloatType type) {
    String s = type == FloatType.F32 ? Float.toString((float) v) : Double.toString(v);
    if (type != FloatType.F32 && type != FloatType.F64) s = Float.toString((float) v);
    // Java prints 1.0E10; MLIR's lexer wants 1.0e10 or plain digits.
    s = s.replace('E', 'e');
    if (!s.contains(".")) s = new BigDecimal(s).toPlainString();
    return s.contains(".") ? s : null;
  }

  private static boolean roundTrips(String text, double v, FloatType type) {
    double back = Double.parseDouble(text);
    return Double.doubleToRawLongBits(roundToType(back, type)) == Double.doubleToRawLongBits(v);
  }

  /** Rounds a double to the nearest value representable in {@code type}. */
  public static double roundToType(double d, FloatType type) {
    return switch (type) {
      case F32 -> (float) d;
      case F16 -> Float.float16ToFloat(Float.floatToFloat16((float) d));
      case BF16 -> bf16ToFloat(floatToBf16((float) d));
      default -> d;
    };
  }

  public static short floatToBf16(float f) {
    int bits = Float.floatToRawIntBits(f);
    if (Float.isNaN(f)) return (short) ((bits >>> 16) | 0x40);
    int rounding = 0x7fff + ((bits >>> 16) & 1);
    return (short) ((bits + rounding) >>> 16);
  }

  public static float bf16ToFloat(short s) { return Float.intBitsToFloat((s & 0xffff) << 16); }

  /** The raw bits as MLIR's hex literal, e.g. {@code 0x7FC00000} for an f32 NaN. */
  public static String hexBits(double v, FloatType type) {
    long bits = switch (type) {
      case F32 -> Float.floatToRawIntBits((float) v) & 0xffffffffL;
      case F16 -> Float.floatToFloat16((float) v) & 0xffffL;
      case BF16 -> floatToBf16((float) v) & 0xffffL;
      default -> Double.doubleToRawLongBits(v);
    };
    return "0x" + Long.toHexString(bits).toUpperCase();
  }

  /** Interprets a hex literal's bits as a value of {@code type}. */
  public static double fromBits(long bits, FloatType type) {
    return switch (type) {
      case F32 -> Float.intBitsToFloat((int) bits);
      case F16 -> Float.float16ToFloat((short) bits);
      case BF16 -> bf16ToFloat((short) bits);
      default -> Double.longBitsToDouble(bits);
    };
  }
}
