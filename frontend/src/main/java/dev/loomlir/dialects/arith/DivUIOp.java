package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.divui}: unsigned division, rounding toward zero; dividing by zero is undefined. */
public final class DivUIOp extends ArithBinaryOp {
  public static final OpType<DivUIOp> TYPE = OpType.of(ArithOpDecls.withExact("arith.divui")
      .summary("unsigned integer division")
      .folder(ArithFolders.DIVUI)
      // No memory effect, but not Pure: dividing by zero traps, so it must not be speculated.
      .noMemoryEffect(), DivUIOp::new);

  private DivUIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DivUIOp match(Operation op) { return TYPE.match(op); }

  /** True when the op promises the result is exact ({@code exact}: no bits or remainder dropped). */
  public boolean isExact() { return op.attr("isExact") != null; }
}
