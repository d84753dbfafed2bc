package dev.loomlir.runtime.memref;

import dev.loomlir.runtime.RunnerOutput;
import java.io.PrintStream;

/**
 * Upstream's memref runner utilities ({@code RunnerUtils.h}), for generated code: every public
 * static method here is named as the MLIR symbol a program declares, e.g.
 * {@code func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}}
 * binds to {@link #printMemrefF32(MemRefF32)}. They print to {@link RunnerOutput#stream()} (like
 * the other runner utilities); the overloads taking a {@link PrintStream} are for tests
 * and embedders. Formats: see {@link MemRefPrinter}.
 *
 * <p>Unranked ones print {@code Unranked Memref base@ = ...}; the ranked ones
 * ({@code printMemref1dF32}, ...) print {@code Memref base@ = ...}, as upstream. The old
 * spellings ({@code print_memref_f32}, ...) are aliases. Upstream has no i16 or i1 printer.
 */
public final class RunnerMemRefs {
  private RunnerMemRefs() {}

  private static void print(PrintStream out, MemRef m, MemRefPrinter.Format f, String prefix) {
    MemRefPrinter.write(out, MemRefPrinter.render(m, f, prefix));
  }

  public static void printMemrefF32(PrintStream out, MemRef m) {
    print(out, m, MemRefPrinter.Format.F32, "Unranked Memref ");
  }

  public static void printMemrefF64(PrintStream out, MemRef m) {
    print(out, m, MemRefPrinter.Format.F64, "Unranked Memref ");
  }

  public static void printMemrefI8(PrintStream out, MemRef m) {
    print(out, m, MemRefPrinter.Format.I8, "Unranked Memref ");
  }

  public static void printMemrefI32(PrintStream out, MemRef m) {
    print(out, m, MemRefPrinter.Format.I32, "Unranked Memref ");
  }

  public static void printMemrefI64(PrintStream out, MemRef m) {
    print(out, m, MemRefPrinter.Format.I64, "Unranked Memref ");
  }

  public static void printMemrefInd(PrintStream out, MemRef m) {
    print(out, m, MemRefPrinter.Format.INDEX, "Unranked Memref ");
  }

  // ---- What generated code calls: its memref values are typed descriptors (MemRefExternals binds
  // each symbol by name and typed descriptor) ----

  private static void unranked(MemRef m, MemRefPrinter.Format f) {
    print(RunnerOutput.stream(), m, f, "Unranked Memref ");
  }

  private static void ranked(MemRef m, MemRefPrinter.Format f) {
    print(RunnerOutput.stream(), m, f, "Memref ");
  }

  private static void shape(MemRef m) {
    MemRefPrinter.write(RunnerOutput.stream(), MemRefPrinter.renderShape(m, "Unranked Memref "));
  }

  public static void printMemrefF32(MemRefF32 m) { unranked(m, MemRefPrinter.Format.F32); }

  public static void printMemrefF64(MemRefF64 m) { unranked(m, MemRefPrinter.Format.F64); }

  public static void printMemrefI8(MemRefI8 m) { unranked(m, MemRefPrinter.Format.I8); }

  public static void printMemrefI16(MemRefI16 m) { unranked(m, MemRefPrinter.Format.I16); }

  public static void printMemrefI32(MemRefI32 m) { unranked(m, MemRefPrinter.Format.I32); }

  public static void printMemrefI64(MemRefI64 m) { unranked(m, MemRefPrinter.Format.I64); }

  public static void printMemrefInd(MemRefI64 m) { unranked(m, MemRefPrinter.Format.INDEX); }

  /** f16 elements (stored as their bits) print as their float value, as upstream. */
  public static void printMemrefF16(MemRefI16 m) { unranked(m, MemRefPrinter.Format.F16); }

  public static void printMemrefBF16(MemRefI16 m) { unranked(m, MemRefPrinter.Format.BF16); }

  public static void printMemrefShapeF32(MemRefF32 m) { shape(m); }

  public static void printMemrefShapeF64(MemRefF64 m) { shape(m); }

  public static void printMemrefShapeI8(MemRefI8 m) { shape(m); }

  public static void printMemrefShapeI32(MemRefI32 m) { shape(m); }

  public static void printMemrefShapeI64(MemRefI64 m) { shape(m); }

  public static void printMemrefShapeInd(MemRefI64 m) { shape(m); }

  public static void print_memref_f32(MemRefF32 m) { unranked(m, MemRefPrinter.Format.F32); }

  public static void print_memref_f64(MemRefF64 m) { unranked(m, MemRefPrinter.Format.F64); }

  public static void print_memref_i8(MemRefI8 m) { unranked(m, MemRefPrinter.Format.I8); }

  public static void print_memref_i32(MemRefI32 m) { unranked(m, MemRefPrinter.Format.I32); }

  public static void print_memref_i64(MemRefI64 m) { unranked(m, MemRefPrinter.Format.I64); }

  public static void print_memref_ind(MemRefI64 m) { unranked(m, MemRefPrinter.Format.INDEX); }

  public static void printMemref0dF32(MemRefF32 m) { ranked(m, MemRefPrinter.Format.F32); }

  public static void printMemref1dF32(MemRefF32 m) { ranked(m, MemRefPrinter.Format.F32); }

  public static void printMemref2dF32(MemRefF32 m) { ranked(m, MemRefPrinter.Format.F32); }

  public static void printMemref3dF32(MemRefF32 m) { ranked(m, MemRefPrinter.Format.F32); }

  public static void printMemref4dF32(MemRefF32 m) { ranked(m, MemRefPrinter.Format.F32); }

  public static void printMemref1dI8(MemRefI8 m) { ranked(m, MemRefPrinter.Format.I8); }

  public static void printMemref1dI32(MemRefI32 m) { ranked(m, MemRefPrinter.Format.I32); }

  public static void printMemref1dI64(MemRefI64 m) { ranked(m, MemRefPrinter.Format.I64); }

  public static void printMemref1dF64(MemRefF64 m) { ranked(m, MemRefPrinter.Format.F64); }

  public static void printMemref1dInd(MemRefI64 m) { ranked(m, MemRefPrinter.Format.INDEX); }
}
