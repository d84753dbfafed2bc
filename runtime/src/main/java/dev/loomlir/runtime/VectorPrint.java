package dev.loomlir.runtime;

import java.io.PrintStream;
import java.util.function.IntFunction;

/**
 * {@code vector.print} of a vector value: the elements (flattened row-major) nested by the shape,
 * as upstream prints them: {@code ( ( 1, 2 ), ( 3, 4 ) )}; a 0-d vector prints {@code ( x )}.
 * The punctuation after the vector is printed by the caller.
 */
public final class VectorPrint {
  private VectorPrint() {}

  public static void print(int[] data, int[] shape) { print(shape, i -> Integer.toString(data[i])); }

  public static void print(long[] data, int[] shape) { print(shape, i -> Long.toString(data[i])); }

  /** {@code index} elements print unsigned, as upstream's {@code printU64}. */
  public static void printUnsigned(long[] data, int[] shape) {
    print(shape, i -> Long.toUnsignedString(data[i]));
  }

  public static void print(float[] data, int[] shape) { print(shape, i -> CFormat.g(data[i])); }

  public static void print(double[] data, int[] shape) { print(shape, i -> CFormat.g(data[i])); }

  private static void print(int[] shape, IntFunction<String> element) {
    StringBuilder sb = new StringBuilder();
    if (shape.length == 0) sb.append("( ").append(element.apply(0)).append(" )");
    else append(sb, shape, 0, 0, element);
    PrintStream out = RunnerOutput.stream();
    out.print(sb);
  }

  /** Appends the sub-vector of dimension {@code dim} starting at flat index {@code base}. */
  private static void append(StringBuilder sb, int[] shape, int dim, int base, IntFunction<String> element) {
    int stride = 1;
    for (int d = dim + 1; d < shape.length; d++) stride *= shape[d];
    sb.append("( ");
    for (int i = 0; i < shape[dim]; i++) {
      if (i > 0) sb.append(", ");
      if (dim + 1 == shape.length) sb.append(element.apply(base + i));
      else append(sb, shape, dim + 1, base + i * stride, element);
    }
    sb.append(" )");
  }
}
