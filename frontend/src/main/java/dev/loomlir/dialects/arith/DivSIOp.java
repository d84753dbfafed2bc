package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.divsi}: signed division, rounding toward zero; dividing by zero or {@code MIN / -1} is undefined. */
public final class DivSIOp extends ArithBinaryOp {
  public static final OpType<DivSIOp> TYPE = OpType.of(ArithOpDecls.withExact("arith.divsi")
      .summary("signed integer division")
      .folder(ArithFolders.DIVSI)
      // No memory effect, but not Pure: dividing by zero traps, so it must not be speculated.
      .noMemoryEffect(), DivSIOp::new);

  private DivSIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DivSIOp match(Operation op) { return TYPE.match(op); }

  /** True when the op promises the result is exact ({@code exact}: no bits or remainder dropped). */
  public boolean isExact() { return op.attr("isExact") != null; }
}
