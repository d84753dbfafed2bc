package dev.loomlir.codegen.abi;

import static dev.loomlir.codegen.abi.RuntimeMethod.staticMethod;

import dev.loomlir.runtime.RunnerUtils;
import dev.loomlir.runtime.VectorPrint;

/**
 * The runtime interface generated code is written against: every runtime (and JDK) method and
 * field that code generation calls or reads, named once here from the real classes, so that a
 * renamed or retyped runtime method breaks {@code RuntimeAbiTest}, not a program at run time.
 * Emitters use these constants; they never spell an owner, name or descriptor themselves.
 * Grouped by the runtime class they belong to.
 */
public final class RuntimeAbi {
  private RuntimeAbi() {}

  // ---- RunnerUtils: upstream's runner utilities and vector.print's scalars ----

  public static final RuntimeMethod PRINT_STRING = staticMethod(RunnerUtils.class, "printString", void.class, String.class);
  public static final RuntimeMethod PRINT_NEWLINE = staticMethod(RunnerUtils.class, "printNewline", void.class);
  public static final RuntimeMethod PRINT_COMMA = staticMethod(RunnerUtils.class, "printComma", void.class);
  public static final RuntimeMethod PRINT_OPEN = staticMethod(RunnerUtils.class, "printOpen", void.class);
  public static final RuntimeMethod PRINT_CLOSE = staticMethod(RunnerUtils.class, "printClose", void.class);
  public static final RuntimeMethod PRINT_I64 = staticMethod(RunnerUtils.class, "printI64", void.class, long.class);
  public static final RuntimeMethod PRINT_U64 = staticMethod(RunnerUtils.class, "printU64", void.class, long.class);
  public static final RuntimeMethod PRINT_F32 = staticMethod(RunnerUtils.class, "printF32", void.class, float.class);
  public static final RuntimeMethod PRINT_F64 = staticMethod(RunnerUtils.class, "printF64", void.class, double.class);

  // ---- VectorPrint: whole vectors, by JVM array type ----

  private static final RuntimeMethod PRINT_INT_VECTOR = staticMethod(VectorPrint.class, "print", void.class, int[].class, int[].class);
  private static final RuntimeMethod PRINT_LONG_VECTOR = staticMethod(VectorPrint.class, "print", void.class, long[].class, int[].class);
  private static final RuntimeMethod PRINT_INDEX_VECTOR =
      staticMethod(VectorPrint.class, "printUnsigned", void.class, long[].class, int[].class);
  private static final RuntimeMethod PRINT_FLOAT_VECTOR = staticMethod(VectorPrint.class, "print", void.class, float[].class, int[].class);
  private static final RuntimeMethod PRINT_DOUBLE_VECTOR =
      staticMethod(VectorPrint.class, "print", void.class, double[].class, int[].class);

  /** {@code VectorPrint.print(data, shape)} for a vector held in a JVM array of descriptor {@code arrayDescriptor}; index vectors print unsigned. */
  public static RuntimeMethod printVector(String arrayDescriptor, boolean index) {
    return switch (arrayDescriptor) {
      case "[I" -> PRINT_INT_VECTOR;
      case "[J" -> index ? PRINT_INDEX_VECTOR : PRINT_LONG_VECTOR;
      case "[F" -> PRINT_FLOAT_VECTOR;
      case "[D" -> PRINT_DOUBLE_VECTOR;
      default -> throw new IllegalArgumentException("no vector printer for " + arrayDescriptor);
    };
  }
}
