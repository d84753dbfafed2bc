package dev.loomlir.bench.mlir;

import dev.loomlir.bench.mlir.ArgumentSpec.Fill;
import dev.loomlir.bench.mlir.ArgumentSpec.MemRefArgument;
import dev.loomlir.bench.mlir.ArgumentSpec.Scalar;
import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of the benchmarked function, from the {@code --args} text: either a
 * comma-separated list of {@link ArgumentSpec}s ({@code 30}, {@code memref<64x64xf32>=random(7), 3})
 * or {@code @NAME}, a function of the same file taking nothing whose results are the arguments
 * (for inputs a spec cannot describe).
 *
 * @param specs the arguments, when given as specs
 * @param setupFunction the function making the arguments, or null
 */
public record BenchArguments(List<ArgumentSpec> specs, String setupFunction) {
  public BenchArguments {
    specs = List.copyOf(specs);
  }

  public static BenchArguments none() { return new BenchArguments(List.of(), null); }

  /** Reads the {@code --args} text; blank means no arguments. */
  public static BenchArguments parse(String text) throws BenchmarkSetupException {
    String t = text == null ? "" : text.strip();
    if (t.isEmpty()) return none();
    if (t.startsWith("@")) {
      String name = t.substring(1).strip();
      if (!name.matches("[A-Za-z_$.][A-Za-z0-9_$.\\-]*")) {
        throw new BenchmarkSetupException("bad --args '" + t + "': '@' must be followed by the name of a setup function");
      }
      return new BenchArguments(List.of(), name);
    }
    List<ArgumentSpec> specs = new ArrayList<>();
    for (String item : splitTopLevel(t)) specs.add(parseItem(item.strip(), t));
    return new BenchArguments(specs, null);
  }

  /** Splits at commas outside {@code <...>} and {@code (...)}. */
  private static List<String> splitTopLevel(String text) throws BenchmarkSetupException {
    List<String> items = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '<' || c == '(') depth++;
      else if (c == '>' || c == ')') depth--;
      else if (c == ',' && depth == 0) {
        items.add(text.substring(start, i));
        start = i + 1;
      }
      if (depth < 0) throw new BenchmarkSetupException("bad --args '" + text + "': unbalanced '" + c + "'");
    }
    if (depth != 0) throw new BenchmarkSetupException("bad --args '" + text + "': unclosed '<' or '('");
    items.add(text.substring(start));
    return items;
  }

  private static ArgumentSpec parseItem(String item, String whole) throws BenchmarkSetupException {
    if (item.isEmpty()) throw new BenchmarkSetupException("bad --args '" + whole + "': empty argument");
    if (item.startsWith("memref<")) {
      // Types hold no '=': the first one ends the type.
      int eq = item.indexOf('=');
      MemRefShape shape = MemRefShape.parse(eq < 0 ? item : item.substring(0, eq));
      if (shape == null) {
        throw new BenchmarkSetupException("bad argument '" + item + "': expected a memref type with static sizes "
            + "and the identity layout, such as memref<1024x1024xf32>");
      }
      if (!shape.isStatic()) {
        throw new BenchmarkSetupException("bad argument '" + item + "': the sizes of a memref argument must be "
            + "given ('?' is only for parameters)");
      }
      if (eq < 0) {
        throw new BenchmarkSetupException("bad argument '" + item + "': expected '" + shape
            + "=FILL' with FILL one of iota, zeros, ones, fill(V), random(SEED)");
      }
      return new MemRefArgument(shape, parseFill(item.substring(eq + 1).strip(), item));
    }
    if (Character.isLetter(item.charAt(0)) && !isBooleanOrSpecialFloat(item)) {
      return new MemRefArgument(null, parseFill(item, item));
    }
    return new Scalar(item);
  }

  private static boolean isBooleanOrSpecialFloat(String item) {
    return switch (item) {
      case "true", "false", "inf", "nan", "NaN", "Infinity" -> true;
      default -> false;
    };
  }

  static Fill parseFill(String text, String item) throws BenchmarkSetupException {
    switch (text) {
      case "iota": return new Fill.Iota();
      case "zeros": return new Fill.Constant(0, "zeros");
      case "ones": return new Fill.Constant(1, "ones");
      case "random": return new Fill.Random(0);
      default: break;
    }
    String argument = callArgument(text, "random");
    if (argument != null) {
      try {
        return new Fill.Random(Long.parseLong(argument));
      } catch (NumberFormatException e) {
        throw new BenchmarkSetupException("bad argument '" + item + "': random(SEED) needs an integer seed, got '"
            + argument + "'");
      }
    }
    argument = callArgument(text, "fill");
    if (argument != null) {
      try {
        return new Fill.Constant(Double.parseDouble(argument), "fill(" + argument + ")");
      } catch (NumberFormatException e) {
        throw new BenchmarkSetupException("bad argument '" + item + "': fill(V) needs a number, got '" + argument + "'");
      }
    }
    throw new BenchmarkSetupException("bad argument '" + item + "': unknown fill '" + text
        + "' (expected iota, zeros, ones, fill(V) or random(SEED))");
  }

  /** The text between the parentheses of {@code name(...)}, or null when {@code text} is not such a call. */
  private static String callArgument(String text, String name) {
    if (!text.startsWith(name + "(") || !text.endsWith(")")) return null;
    return text.substring(name.length() + 1, text.length() - 1).strip();
  }

  @Override public String toString() {
    if (setupFunction != null) return "@" + setupFunction;
    return String.join(", ", specs.stream().map(Object::toString).toList());
  }
}
