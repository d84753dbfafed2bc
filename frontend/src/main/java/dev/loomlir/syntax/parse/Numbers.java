package dev.loomlir.syntax.parse;

import java.math.BigInteger;

/** Values of integer and float tokens, without regular expressions or needless copies. */
final class Numbers {
  private Numbers() {}

  /** The value of a decimal or {@code 0x} hex integer token, or null if it does not fit in a signed long. */
  static Long parseLongOrNull(String text, int start, int end) {
    boolean hex = end - start > 2 && text.charAt(start + 1) == 'x';
    if (!hex) {
      if (end - start > 18) {
        BigInteger b = new BigInteger(text.substring(start, end));
        return b.bitLength() < 64 ? b.longValue() : null;
      }
      long v = 0;
      for (int i = start; i < end; i++) v = v * 10 + (text.charAt(i) - '0');
      return v;
    }
    BigInteger b = bigValue(text, start, end);
    return b.bitLength() < 64 ? b.longValue() : null;
  }

  /** The exact (non-negative) value of an integer token. */
  static BigInteger bigValue(String text, int start, int end) {
    boolean hex = end - start > 2 && text.charAt(start + 1) == 'x';
    if (hex) return new BigInteger(text.substring(start + 2, end), 16);
    if (end - start <= 18) {
      long v = 0;
      for (int i = start; i < end; i++) v = v * 10 + (text.charAt(i) - '0');
      return BigInteger.valueOf(v);
    }
    return new BigInteger(text.substring(start, end));
  }

  static boolean isHex(String text, int start, int end) {
    return end - start > 2 && text.charAt(start + 1) == 'x';
  }
}
