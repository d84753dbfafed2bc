package dev.loomlir.ir;

/** {@code "text"}; the value is the unescaped string. */
public record StringAttr(String value) implements Attribute {
  @Override public String toString() { return quote(value); }

  /** MLIR's string literal escaping: printable ASCII as is except {@code \\} (doubled) and {@code "} ({@code \22}), others as {@code \XX}. */
  public static String quote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (byte b : s.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (c == '\\') sb.append("\\\\");
      else if (c >= 0x20 && c < 0x7f && c != '"') sb.append((char) c);
      else sb.append('\\').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
          .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
    }
    return sb.append('"').toString();
  }
}
