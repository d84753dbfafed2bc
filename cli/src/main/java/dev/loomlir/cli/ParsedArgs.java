package dev.loomlir.cli;

import java.util.HashMap;
import java.util.Map;

/** A command's arguments after parsing, by either parser: the input file and option values by key. */
final class ParsedArgs {
  private final Map<String, Object> values = new HashMap<>();
  private String file;

  /** The input file as given, or {@code fallback} when there was none. */
  String file(String fallback) { return file == null ? fallback : file; }

  /** Whether the option was given (a flag, or a value). */
  boolean flag(String key) { return values.containsKey(key); }

  String string(String key, String fallback) {
    Object v = values.get(key);
    return v == null ? fallback : (String) v;
  }

  int integer(String key, int fallback) {
    Object v = values.get(key);
    return v == null ? fallback : (Integer) v;
  }

  /** Sets the input file; false if there is one already. */
  boolean setFile(String value) {
    if (file != null) return false;
    file = value;
    return true;
  }

  /** Records {@code value} (Boolean.TRUE for a flag) for {@code option}; false if it was given before. */
  boolean set(CliOption option, Object value) {
    if (option.repeatable()) return true;
    return values.putIfAbsent(option.key(), value) == null;
  }

  @Override public boolean equals(Object o) {
    return o instanceof ParsedArgs p && values.equals(p.values) && java.util.Objects.equals(file, p.file);
  }

  @Override public int hashCode() { return values.hashCode() * 31 + java.util.Objects.hashCode(file); }

  @Override public String toString() { return "ParsedArgs[file=" + file + ", " + values + "]"; }
}
