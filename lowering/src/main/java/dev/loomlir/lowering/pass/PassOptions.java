package dev.loomlir.lowering.pass;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads pass option values as LLVM's command-line parser does, with its messages, for
 * {@link PassOption}; the text is split into options by {@link PassOptionSplitter}.
 */
final class PassOptions {
  private PassOptions() {}

  /**
   * A list option's elements, as LLVM's pass options read them: the value is split at commas
   * outside quotes and braces, each element trimmed and unwrapped like a value ({@code {a, "b,c"}}
   * is {@code a} and {@code b,c}); empty elements stay, an empty or absent value has none.
   */
  static List<String> splitList(String value) {
    List<String> elements = new ArrayList<>();
    if (value.isEmpty()) return elements;
    for (int start = 0; ; ) {
      int end = PassOptionSplitter.unitEnd(value, start, ',');
      elements.add(PassOptionSplitter.unwrap(value.substring(start, end)));
      if (end == value.length()) return List.copyOf(elements);
      start = end + 1;
    }
  }

  /** {@code value} as LLVM's boolean option parser reads it, or its complaint about the option {@code name}. */
  static boolean parseBool(String name, String value) {
    return switch (value) {
      case "", "true", "TRUE", "True", "1" -> true;
      case "false", "FALSE", "False", "0" -> false;
      default -> throw new IllegalArgumentException("for the --" + name + " option: '" + value
          + "' is invalid value for boolean argument! Try 0 or 1");
    };
  }

  static int parseInt(String name, String value) {
    return (int) number(name, value, "integer", Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  static long parseUnsigned(String name, String value) {
    return number(name, value, "uint", 0, 0xFFFF_FFFFL);
  }

  static long parseLong(String name, String value) {
    return number(name, value, "long", Long.MIN_VALUE, Long.MAX_VALUE);
  }

  private static long number(String name, String value, String kind, long min, long max) {
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
}
