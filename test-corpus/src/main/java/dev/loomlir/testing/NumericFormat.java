package dev.loomlir.testing;

/** The formats of FileCheck numeric variables: {@code %u} (default), {@code %d}, {@code %x}, {@code %X}. */
enum NumericFormat {
  UNSIGNED("[0-9]+", 10), SIGNED("-?[0-9]+", 10), HEX_LOWER("[0-9a-f]+", 16), HEX_UPPER("[0-9A-F]+", 16);

  final String regex;
  final int radix;

  NumericFormat(String regex, int radix) {
    this.regex = regex;
    this.radix = radix;
  }

  static NumericFormat fromSpec(char spec) {
    return switch (spec) {
      case 'u' -> UNSIGNED;
      case 'd' -> SIGNED;
      case 'x' -> HEX_LOWER;
      case 'X' -> HEX_UPPER;
      default -> null;
    };
  }

  String format(long value) {
    return switch (this) {
      case UNSIGNED -> Long.toUnsignedString(value);
      case SIGNED -> Long.toString(value);
      case HEX_LOWER -> Long.toHexString(value);
      case HEX_UPPER -> Long.toHexString(value).toUpperCase();
    };
  }

  long parse(String text) {
    return radix == 16 ? Long.parseUnsignedLong(text, 16) : Long.parseLong(text);
  }
}
