package dev.loomlir.codegen.emit;

import java.nio.charset.StandardCharsets;

/**
 * Symbol names to JVM names. MLIR symbols may hold any character ({@code @"a.b/c"}); JVM method
 * names may not contain {@code . ; [ / < >}. Letters, digits and {@code _} are kept; every other
 * byte of the UTF-8 spelling becomes {@code $XX} (hex), so the mapping is injective and a
 * mangled name never starts with {@code $$}, the prefix of the compiler's own members.
 */
public final class NameMangler {
  private NameMangler() {}

  /** Prefix of synthetic members (fields, helper methods); never produced by {@link #methodName}. */
  public static final String SYNTHETIC_PREFIX = "$$";

  public static String methodName(String symbol) {
    StringBuilder sb = new StringBuilder(symbol.length() + 8);
    for (byte b : symbol.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_') sb.append((char) c);
      else sb.append('$').append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
    }
    return sb.toString();
  }

  /**
   * A Java class name for a module read from {@code sourceName}: its file name without extension,
   * capitalized, with characters outside {@code [A-Za-z0-9_]} replaced by {@code _}, in package
   * {@code loomlir.gen}.
   */
  public static String className(String sourceName) {
    String base = sourceName == null ? "" : sourceName;
    base = base.substring(Math.max(base.lastIndexOf('/'), base.lastIndexOf('\\')) + 1);
    int dot = base.lastIndexOf('.');
    if (dot > 0) base = base.substring(0, dot);
    StringBuilder sb = new StringBuilder();
    for (char c : base.toCharArray()) {
      sb.append((c < 128 && (Character.isLetterOrDigit(c) || c == '_')) ? c : '_');
    }
    if (sb.isEmpty() || sb.toString().chars().allMatch(c -> c == '_')) sb = new StringBuilder("Module");
    if (Character.isDigit(sb.charAt(0))) sb.insert(0, 'M');
    sb.setCharAt(0, Character.toUpperCase(sb.charAt(0)));
    return "loomlir.gen." + sb;
  }
}
