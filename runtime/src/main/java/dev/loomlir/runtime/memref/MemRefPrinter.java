package dev.loomlir.runtime.memref;

import dev.loomlir.runtime.CFormat;
import dev.loomlir.runtime.FloatOps;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.IntFunction;

/**
 * Prints memrefs byte for byte as upstream's runner utilities ({@code printMemrefF32} and
 * friends in {@code RunnerUtils}) do, base address aside:
 *
 * <pre>
 * Unranked Memref base@ = 0x... rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
 * [[1,   2,   3],
 *  [4,   5,   6]]
 * </pre>
 *
 * Elements print as C++'s {@code std::cout <<}: floats as {@code %g} (via {@link CFormat}),
 * integers in decimal, index as an unsigned 64-bit number, i8 as the raw byte (a {@code char}
 * to C++). Between elements of the innermost dimension comes {@code ", "} plus one space per
 * enclosing dimension (upstream's indentation quirk); each outer dimension ends its lines with
 * {@code ", "} and a newline.
 *
 * <p>{@code offset} is MLIR's, counted from the aligned pointer ({@link MemRef#mlirOffset()}):
 * 0 for a {@code memref.view} at any byte shift, as upstream.
 *
 * <p>{@code base@} is not an address on the JVM: it is {@code 0x} followed by the sequence
 * number of the backing allocation in hexadecimal, the same for every view of it, so output is
 * stable between runs of a deterministic program. Upstream reads (uninitialised) memory for
 * the one element it prints of an empty memref, and whatever lies there for a view reaching
 * outside its allocation; we print an element only when it is inside the backing array and
 * nothing otherwise (a {@code memref<0xf32>} prints {@code []}, a {@code memref<2x0xf32>}
 * prints {@code [[], }, newline, {@code  []]}).
 */
public final class MemRefPrinter {
  /** How elements of the backing array are spelled. */
  public enum Format { F32, F64, I8, I16, I32, I64, INDEX, F16, BF16 }

  private MemRefPrinter() {}

  /** The full print ({@code Unranked Memref ...} header, then the data) as a string of bytes. */
  public static String render(MemRef m, Format format, String prefix) {
    StringBuilder out = new StringBuilder();
    out.append(prefix);
    appendMetadata(out, m);
    out.append(" data = \n");
    IntFunction<String> element = elementFormatter(m, format);
    if (m.rank() == 0) out.append('[');
    appendData(out, m, element, m.rank(), 0, m.offset);
    if (m.rank() == 0) out.append(']');
    out.append('\n');
    return out.toString();
  }

  /** {@code printMemrefShape*}: the header line only. */
  public static String renderShape(MemRef m, String prefix) {
    StringBuilder out = new StringBuilder(prefix);
    appendMetadata(out, m);
    return out.append('\n').toString();
  }

  /** Writes a rendered string (chars are bytes 0..255) to {@code out}. */
  public static void write(PrintStream out, String rendered) {
    out.write(rendered.getBytes(StandardCharsets.ISO_8859_1), 0, rendered.length());
    out.flush(); // std::endl flushes too
  }

  static void appendMetadata(StringBuilder out, MemRef m) {
    out.append("base@ = 0x").append(Long.toHexString(m.storageId))
        .append(" rank = ").append(m.rank())
        .append(" offset = ").append(m.mlirOffset())
        .append(" sizes = ").append(Layout.list(m.sizes))
        .append(" strides = ").append(Layout.list(m.strides));
  }

  /** Dimension {@code dim} of the memref, starting at linear index {@code at}. */
  private static void appendData(StringBuilder out, MemRef m, IntFunction<String> element,
      int remaining, int dim, long at) {
    if (remaining == 0) {
      if (at >= 0 && at < m.capacity()) out.append(element.apply((int) at));
      return;
    }
    int rank = m.rank();
    long size = m.sizes[dim];
    long stride = m.strides[dim];
    int indent = rank - remaining + 1;
    out.append('[');
    appendData(out, m, element, remaining - 1, dim + 1, at);
    if (size <= 1) {
      out.append(']');
      return;
    }
    separator(out, remaining);
    for (long i = 1; i + 1 < size; i++) {
      spaces(out, indent);
      appendData(out, m, element, remaining - 1, dim + 1, at + i * stride);
      separator(out, remaining);
    }
    spaces(out, indent);
    appendData(out, m, element, remaining - 1, dim + 1, at + (size - 1) * stride);
    out.append(']');
  }

  private static void separator(StringBuilder out, int remaining) {
    out.append(", ");
    if (remaining > 1) out.append('\n');
  }

  private static void spaces(StringBuilder out, int n) {
    for (int i = 0; i < n; i++) out.append(' ');
  }

  private static IntFunction<String> elementFormatter(MemRef m, Format format) {
    return switch (format) {
      case F32 -> i -> CFormat.g(((MemRefF32) m).data[i]);
      case F64 -> i -> CFormat.g(((MemRefF64) m).data[i]);
      case I8 -> i -> String.valueOf((char) (((MemRefI8) m).data[i] & 0xFF));
      case I16 -> i -> Short.toString(((MemRefI16) m).data[i]);
      case I32 -> i -> Integer.toString(((MemRefI32) m).data[i]);
      case I64 -> i -> Long.toString(((MemRefI64) m).data[i]);
      case INDEX -> i -> Long.toUnsignedString(((MemRefI64) m).data[i]);
      case F16 -> i -> CFormat.g(Float.float16ToFloat(((MemRefI16) m).data[i]));
      case BF16 -> i -> CFormat.g(FloatOps.bf16BitsToFloat(((MemRefI16) m).data[i]));
    };
  }
}
