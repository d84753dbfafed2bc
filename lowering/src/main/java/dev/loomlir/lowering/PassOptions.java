package dev.loomlir.lowering;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Parses a pass option string, {@code max-iterations=3 test-convergence name="a b" list={x,y}}:
 * space-separated {@code key=value} pairs, a bare key meaning {@code true}.
 */
public final class PassOptions {
  private PassOptions() {}

  public static Map<String, String> parse(String body) throws PassPipelineException {
    Map<String, String> options = new LinkedHashMap<>();
    int i = 0;
    int n = body.length();
    while (true) {
      while (i < n && Character.isWhitespace(body.charAt(i))) i++;
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
      i = endOfValue(body, i);
      options.put(key, unquote(body.substring(valueStart, i)));
    }
  }

  private static int endOfValue(String body, int i) throws PassPipelineException {
    int depth = 0;
    char quote = 0;
    for (; i < body.length(); i++) {
      char c = body.charAt(i);
      if (quote != 0) {
        if (c == quote) quote = 0;
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '{') {
        depth++;
      } else if (c == '}') {
        depth--;
      } else if (depth == 0 && Character.isWhitespace(c)) {
        return i;
      }
    }
    if (quote != 0) throw new PassPipelineException("<Pass-Options-Parser>: unterminated quoted option value");
    return i;
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
