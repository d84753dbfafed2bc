package dev.loomlir.api;

import dev.loomlir.runtime.IntOps;
import dev.loomlir.runtime.memref.MemRef;
import java.lang.invoke.MethodType;
import java.util.List;

/** Converts boxed arguments to a function's JVM parameter types, and results back, for {@link CompiledProgram#call}. */
final class BoxedArguments {
  private BoxedArguments() {}

  /** {@code function} is the function and its MLIR signature, {@code @f(i64) -> i64}, for messages. */
  static Object[] convert(String function, List<String> mlirTypes, MethodType type, Object[] args) {
    if (args.length != type.parameterCount()) {
      throw new IllegalArgumentException(function + " takes " + type.parameterCount() + " argument(s), got "
          + args.length);
    }
    Object[] converted = new Object[args.length];
    for (int i = 0; i < args.length; i++) {
      converted[i] = convertOne(function, i, mlirTypes.get(i), type.parameterType(i), args[i]);
    }
    return converted;
  }

  private static Object convertOne(String function, int index, String mlirType, Class<?> jvmType, Object arg) {
    int width = IntOps.integerWidth(mlirType);
    if (jvmType == int.class) {
      long v = integral(function, index, mlirType, arg);
      if (v < Integer.MIN_VALUE || v > 0xFFFF_FFFFL) throw mismatch(function, index, mlirType, arg);
      return (int) IntOps.canonLongOfWidth(v, width);
    }
    if (jvmType == long.class) return IntOps.canonLongOfWidth(integral(function, index, mlirType, arg), width);
    if (jvmType == float.class || jvmType == double.class) {
      if (!(arg instanceof Number n)) throw mismatch(function, index, mlirType, arg);
      return jvmType == float.class ? (Object) n.floatValue() : (Object) n.doubleValue();
    }
    if (arg == null || !jvmType.isInstance(arg)) throw mismatch(function, index, mlirType, arg);
    if (arg instanceof MemRef m) {
      int rank = MlirTypeText.memrefRank(mlirType);
      if (rank >= 0 && m.rank() != rank) {
        throw new IllegalArgumentException(function + ": argument " + index + " (" + mlirType + ") must have rank "
            + rank + ", got a memref of rank " + m.rank());
      }
    }
    return arg;
  }

  /** The value of an integer argument (a Boolean is 0 or 1). */
  private static long integral(String function, int index, String mlirType, Object arg) {
    return switch (arg) {
      case Boolean b -> b ? 1 : 0;
      case Byte b -> b;
      case Short s -> s;
      case Integer i -> i;
      case Long l -> l;
      case Character c -> c;
      case null, default -> throw mismatch(function, index, mlirType, arg);
    };
  }

  private static IllegalArgumentException mismatch(String function, int index, String mlirType, Object arg) {
    String got = arg == null ? "null" : arg.getClass().getSimpleName() + " " + arg;
    return new IllegalArgumentException(function + ": argument " + index + " is " + mlirType + ", cannot pass " + got);
  }

  /** A boxed result: {@code i1} as a Boolean, everything else as returned. */
  static Object result(String mlirType, Object value) {
    if (mlirType.equals("i1") && value instanceof Integer i) return i != 0;
    return value;
  }
}
