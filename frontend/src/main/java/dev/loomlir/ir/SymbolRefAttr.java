package dev.loomlir.ir;

import java.util.List;

/** {@code @root} or {@code @root::@nested::@leaf}. */
public record SymbolRefAttr(String root, List<String> nested) implements Attribute {
  public SymbolRefAttr { nested = List.copyOf(nested); }
  public static SymbolRefAttr flat(String name) { return new SymbolRefAttr(name, List.of()); }
  public boolean isFlat() { return nested.isEmpty(); }

  @Override public String toString() {
    StringBuilder sb = new StringBuilder(symbol(root));
    for (String n : nested) sb.append("::").append(symbol(n));
    return sb.toString();
  }

  /** {@code @name}, quoted when the name is not a bare identifier. */
  public static String symbol(String name) {
    return "@" + (isBareSymbol(name) ? name : StringAttr.quote(name));
  }

  private static boolean isBareSymbol(String s) {
    if (s.isEmpty()) return false;
    char c0 = s.charAt(0);
    if (!(Character.isLetter(c0) || c0 == '_' || c0 == '$' || c0 == '.' || c0 == '-')) return false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= 128 || !(Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '.' || c == '-')) return false;
    }
    return true;
  }
}
