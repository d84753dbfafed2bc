package dev.loomlir.lowering;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a pass's option text, {@code max-iterations=3 test-convergence s="a b" l={x,y}}, into
 * {@code name[=value]} arguments as mlir-opt does. Only a space ends an argument; a name ends at
 * the first {@code =}, and its value runs from there to the next space outside quotes and braces;
 * each is trimmed, and an argument whose name is empty ({@code =5}) is dropped. So
 * {@code n= 5} is {@code n} with an empty value and then a separate {@code 5}, while {@code n =5}
 * is {@code n} without a value (and {@code =5}, dropped).
 */
final class PassOptionSplitter {
  private PassOptionSplitter() {}

  static List<OptionArgument> split(String text) throws PassPipelineException {
    List<OptionArgument> arguments = new ArrayList<>();
    int n = text.length();
    for (int i = OptionScanner.skipSpaces(text, 0); i < n; i = OptionScanner.skipSpaces(text, i)) {
      int nameEnd = i;
      while (nameEnd < n && text.charAt(nameEnd) != ' ' && text.charAt(nameEnd) != '=') nameEnd++;
      String name = OptionScanner.trim(text.substring(i, nameEnd));
      String value = null;
      i = nameEnd;
      if (i < n && text.charAt(i) == '=') {
        int valueEnd = OptionScanner.skipBalanced(text, i + 1, c -> c == ' ');
        if (valueEnd < 0) throw new PassPipelineException("<Pass-Options-Parser>: unterminated quoted option value");
        value = unquote(OptionScanner.trim(text.substring(i + 1, valueEnd)));
        i = valueEnd;
      }
      if (!name.isEmpty()) arguments.add(new OptionArgument(name, value));
    }
    return arguments;
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
