package dev.loomlir.testing;

import java.util.HashMap;
import java.util.Map;

/** FileCheck's variables: string ({@code [[X:re]]}) and numeric ({@code [[#X:]]}), with their formats. */
final class CheckVariables {
  record NumericValue(long value, NumericFormat format) {}

  private final Map<String, String> strings = new HashMap<>();
  private final Map<String, NumericValue> numerics = new HashMap<>();

  String string(String name) { return strings.get(name); }

  NumericValue numeric(String name) { return numerics.get(name); }

  void defineString(String name, String value) { strings.put(name, value); }

  void defineNumeric(String name, long value, NumericFormat format) {
    numerics.put(name, new NumericValue(value, format));
  }

  /** {@code --enable-var-scope}: at each CHECK-LABEL, variables not starting with {@code $} are forgotten. */
  void clearLocals() {
    strings.keySet().removeIf(k -> !k.startsWith("$"));
    numerics.keySet().removeIf(k -> !k.startsWith("$"));
  }
}
