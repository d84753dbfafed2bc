package dev.loomlir.lowering;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Parses a pass option string, {@code max-iterations=3 test-convergence name="a b" list={x,y}}:
 * space-separated {@code key=value} pairs, a bare key meaning {@code true}.
 */
public final class PassOptions {
  private PassOptions() {}

  /**
   * A boolean option of a parsed option map, or {@code otherwise} when absent; a bad value is an
   * IllegalArgumentException with mlir-opt's message (pass factories throw it, see PassRegistry).
   */
  public static boolean bool(Map<String, String> options, String name, boolean otherwise) {
    String value = options.get(name);
    if (value == null) return otherwise;
    return switch (value) {
      case "", "true", "TRUE", "True", "1" -> true;
      case "false", "FALSE", "False", "0" -> false;
      default -> throw new IllegalArgumentException("for the --" + name + " option: '" + value
          + "' is invalid value for boolean argument! Try 0 or 1");
    };
  }

  /** An {@code int} option (C++ {@code int}: "integer" in mlir-opt's message), as {@link #bool}. */
  public static int intOption(Map<String, String> options, String name, int otherwise) {
    return (int) number(options, name, otherwise, "integer", Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  /** An {@code int64_t} option ("long" in mlir-opt's message), as {@link #bool}. */
  public static long longOption(Map<String, String> options, String name, long otherwise) {
    return number(options, name, otherwise, "long", Long.MIN_VALUE, Long.MAX_VALUE);
  }

  private static long number(Map<String, String> options, String name, long otherwise, String kind, long min, long max) {
    String value = options.get(name);
    if (value == null) return otherwise;
    BigInteger n = llvmInteger(value);
    if (n != null && n.compareTo(BigInteger.valueOf(min)) >= 0 && n.compareTo(BigInteger.valueOf(max)) <= 0) {
      return n.longValueExact();
    }
    throw new IllegalArgumentException("for the --" + name + " option: '" + value + "' value invalid for " + kind + " argument!");
  }

  /**
   * LLVM's {@code StringRef::getAsInteger(0, ...)}, which its option parser uses: an optional
   * {@code -}, then a radix prefix {@code 0x}/{@code 0X}, {@code 0b}/{@code 0B}, {@code 0o} or a
   * leading {@code 0} (octal), and digits; null for anything else ({@code +5}, {@code #5}, ...).
   */
  private static BigInteger llvmInteger(String text) {
    boolean negative = text.startsWith("-");
    String digits = negative ? text.substring(1) : text;
    String lower = digits.toLowerCase(Locale.ROOT);
    int radix = 10;
    if (lower.startsWith("0x")) {
      radix = 16;
      digits = digits.substring(2);
    } else if (lower.startsWith("0b")) {
      radix = 2;
      digits = digits.substring(2);
    } else if (digits.startsWith("0o")) {
      radix = 8;
      digits = digits.substring(2);
    } else if (digits.length() > 1 && digits.charAt(0) == '0' && Character.isDigit(digits.charAt(1))) {
      radix = 8;
      digits = digits.substring(1);
    }
    if (digits.isEmpty()) return null;
    for (int i = 0; i < digits.length(); i++) {
      if (Character.digit(digits.charAt(i), radix) < 0 || digits.charAt(i) > 0x7f) return null;
    }
    BigInteger n = new BigInteger(digits, radix);
    return negative ? n.negate() : n;
  }

  public static Map<String, String> parse(String body) throws PassPipelineException {
    Map<String, String> options = new LinkedHashMap<>();
    int i = 0;
    int n = body.length();
    while (true) {
      i = OptionScanner.skipSpaces(body, i);
      if (i >= n) return options;
      int keyStart = i;
      while (i < n && body.charAt(i) != '=' && !Character.isWhitespace(body.charAt(i))) i++;
      String key = body.substring(keyStart, i);
      if (i >= n || body.charAt(i) != '=') {
        options.put(key, "true");
        continue;
      }
      i++;
      int valueStart = i;
      i = OptionScanner.skipBalanced(body, i, Character::isWhitespace);
      if (i < 0) throw new PassPipelineException("<Pass-Options-Parser>: unterminated quoted option value");
      options.put(key, unquote(body.substring(valueStart, i)));
    }
  }

  private static String unquote(String value) {
    if (value.length() >= 2) {
      char first = value.charAt(0);
      char last = value.charAt(value.length() - 1);
      if ((first == '"' && last == '"') || (first == '\'' && last == '\'') || (first == '{' && last == '}')) {
        return value.substring(1, value.length() - 1);
      }
    }
    return value;
  }
}
