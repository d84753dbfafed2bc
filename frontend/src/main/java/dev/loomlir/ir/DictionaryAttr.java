package dev.loomlir.ir;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/** {@code {a = 1 : i64, b}}; entries are kept sorted by name, as MLIR does. */
public record DictionaryAttr(SortedMap<String, Attribute> entries) implements Attribute {
  public static final DictionaryAttr EMPTY = new DictionaryAttr(new TreeMap<>());

  public DictionaryAttr {
    entries = Collections.unmodifiableSortedMap(new TreeMap<>(entries));
  }

  public static DictionaryAttr of(Map<String, Attribute> m) { return new DictionaryAttr(new TreeMap<>(m)); }

  public Attribute get(String name) { return entries.get(name); }

  @Override public String toString() { return format(entries); }

  /** Prints {@code {k = v, unitKey}}; keys that are not bare identifiers are quoted. */
  public static String format(Map<String, Attribute> entries) {
    StringBuilder sb = new StringBuilder("{");
    boolean first = true;
    for (var e : entries.entrySet()) {
      if (!first) sb.append(", ");
      first = false;
      sb.append(keyString(e.getKey()));
      if (e.getValue() != UnitAttr.INSTANCE) sb.append(" = ").append(e.getValue());
    }
    return sb.append('}').toString();
  }

  public static String keyString(String key) {
    return isBareIdentifier(key) ? key : StringAttr.quote(key);
  }

  public static boolean isBareIdentifier(String s) {
    if (s.isEmpty()) return false;
    char c0 = s.charAt(0);
    if (!(Character.isLetter(c0) || c0 == '_')) return false;
    for (int i = 1; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '.')) return false;
    }
    return c0 < 128;
  }
}
