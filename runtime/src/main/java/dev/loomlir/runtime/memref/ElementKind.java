package dev.loomlir.runtime.memref;

import dev.loomlir.runtime.IntOps;

/**
 * How a memref's elements are stored on the JVM: one primitive array type per kind. Several
 * MLIR element types share a kind; the kind only fixes the array, not how its bits are read.
 *
 * <ul>
 *   <li>{@link #I8} ({@code byte[]}): i1 (0 or 1), i2..i8</li>
 *   <li>{@link #I16} ({@code short[]}): i9..i16, f16 and bf16 (their bits)</li>
 *   <li>{@link #I32} ({@code int[]}): i17..i32</li>
 *   <li>{@link #I64} ({@code long[]}): i33..i64 and index</li>
 *   <li>{@link #F32} ({@code float[]}), {@link #F64} ({@code double[]})</li>
 * </ul>
 * Odd integer widths use the next wider kind and hold values as the generated code keeps them
 * on the stack: i1 as 0/1, other widths sign-extended. Integers wider than 64 bits are not
 * supported.
 */
public enum ElementKind {
  I8(1), I16(2), I32(4), I64(8), F32(4), F64(8);

  private final int byteWidth;

  ElementKind(int byteWidth) { this.byteWidth = byteWidth; }

  /** Bytes per element of the backing array (used by {@code memref.view} shifts). */
  public int byteWidth() { return byteWidth; }

  /**
   * The kind storing an MLIR element type, given its spelling ({@code f32}, {@code i7},
   * {@code index}, ...).
   *
   * @throws IllegalArgumentException for types memrefs cannot hold on the JVM
   */
  public static ElementKind forType(String mlirType) {
    switch (mlirType) {
      case "f32": return F32;
      case "f64": return F64;
      case "f16", "bf16": return I16;
      default: break;
    }
    int width = IntOps.integerWidth(mlirType); // index: 64
    if (width >= 1 && width <= 8) return I8;
    if (width > 8 && width <= 16) return I16;
    if (width > 16 && width <= 32) return I32;
    if (width > 32 && width <= 64) return I64;
    throw new IllegalArgumentException("no JVM storage for memref element type " + mlirType);
  }
}
