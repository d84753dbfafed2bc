package dev.loomlir.bench.mlir;

import dev.loomlir.bench.mlir.ArgumentSpec.MemRefArgument;
import dev.loomlir.bench.mlir.ArgumentSpec.Scalar;
import dev.loomlir.runtime.IntOps;
import java.util.List;

/**
 * Turns argument specs into the values a compiled function takes, boxed as its JVM parameters
 * are typed: {@code i1}..{@code i32} as Integer, wider integers and {@code index} as Long,
 * {@code f16}/{@code bf16}/{@code f32} as Float, {@code f64} as Double, memrefs as descriptors.
 */
final class ArgumentFactory {
  private ArgumentFactory() {}

  static Object[] create(String function, List<String> parameterTypes, List<ArgumentSpec> specs)
      throws BenchmarkSetupException {
    if (specs.size() != parameterTypes.size()) {
      throw new BenchmarkSetupException("@" + function + " takes " + parameterTypes.size() + " argument(s) ("
          + String.join(", ", parameterTypes) + "), --args gives " + specs.size()
          + (specs.isEmpty() ? "" : " (" + String.join(", ", specs.stream().map(Object::toString).toList()) + ")"));
    }
    Object[] values = new Object[specs.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = create(function, i, parameterTypes.get(i), specs.get(i));
    }
    return values;
  }

  private static Object create(String function, int index, String type, ArgumentSpec spec)
      throws BenchmarkSetupException {
    String where = "argument " + index + " of @" + function + " (" + type + ")";
    MemRefShape parameter = type.startsWith("memref<") ? MemRefShape.parse(type) : null;
    if (type.startsWith("memref<") && parameter == null) {
      throw new BenchmarkSetupException(where + ": only memrefs with the identity layout can be made from a spec; "
          + "use a setup function (--args @NAME)");
    }
    return switch (spec) {
      case Scalar s -> {
        if (parameter != null) {
          throw new BenchmarkSetupException(where + ": '" + s.literal() + "' is not a memref spec; write e.g. "
              + example(parameter) + "=iota");
        }
        yield scalar(where, type, s.literal());
      }
      case MemRefArgument m -> {
        if (parameter == null) {
          throw new BenchmarkSetupException(where + ": '" + m + "' is a memref spec, the parameter is " + type);
        }
        MemRefShape shape = m.shape() != null ? m.shape() : parameter;
        if (m.shape() == null && !parameter.isStatic()) {
          throw new BenchmarkSetupException(where + ": the parameter has dynamic sizes, give them: "
              + example(parameter) + "=" + m.fill());
        }
        if (!shape.fits(parameter)) {
          throw new BenchmarkSetupException(where + ": " + shape + " does not fit the parameter type " + type);
        }
        try {
          yield MemRefFiller.allocate(shape, m.fill(), "--args");
        } catch (RuntimeException e) {
          throw new BenchmarkSetupException(where + ": cannot allocate " + shape + ": " + e.getMessage(), e);
        }
      }
    };
  }

  /** The parameter's type with 16 for each dynamic size: what a user could write. */
  private static String example(MemRefShape parameter) {
    return new MemRefShape(parameter.dims().stream().map(d -> d == MemRefShape.DYNAMIC ? 16L : d).toList(),
        parameter.elementType()).toString();
  }

  static Object scalar(String where, String type, String literal) throws BenchmarkSetupException {
    int width = IntOps.integerWidth(type);
    if (width > 0) {
      long value = integer(where, literal);
      if (!ScalarTypes.fits(value, width)) {
        throw new BenchmarkSetupException(where + ": " + literal + " does not fit in " + width + " bits");
      }
      long wrapped = IntOps.canonLongOfWidth(value, width);
      return width <= 32 ? (Object) (int) wrapped : (Object) wrapped;
    }
    if (ScalarTypes.isFloat(type)) {
      double value = floating(where, literal);
      return type.equals("f64") ? (Object) value : (Object) (float) value;
    }
    throw new BenchmarkSetupException(where + ": arguments of type " + type
        + " cannot be written in --args; use a setup function (--args @NAME)");
  }

  private static long integer(String where, String literal) throws BenchmarkSetupException {
    String t = literal.strip();
    if (t.equals("true")) return 1;
    if (t.equals("false")) return 0;
    boolean negative = t.startsWith("-");
    String digits = negative ? t.substring(1) : t;
    try {
      long magnitude = digits.startsWith("0x") || digits.startsWith("0X")
          ? Long.parseUnsignedLong(digits.substring(2), 16)
          : Long.parseUnsignedLong(digits);
      return negative ? -magnitude : magnitude;
    } catch (NumberFormatException e) {
      throw new BenchmarkSetupException(where + ": '" + literal + "' is not an integer");
    }
  }

  private static double floating(String where, String literal) throws BenchmarkSetupException {
    String t = literal.strip();
    switch (t) {
      case "inf", "+inf": return Double.POSITIVE_INFINITY;
      case "-inf": return Double.NEGATIVE_INFINITY;
      case "nan": return Double.NaN;
      default: break;
    }
    try {
      return Double.parseDouble(t);
    } catch (NumberFormatException e) {
      throw new BenchmarkSetupException(where + ": '" + literal + "' is not a number");
    }
  }
}
