package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.ceildivui}: unsigned division rounding toward positive infinity. */
public final class CeilDivUIOp extends ArithBinaryOp {
  public static final OpType<CeilDivUIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.ceildivui")
      .summary("unsigned integer division rounding up")
      .folder(ArithFolders.CEILDIVUI)
      // No memory effect, but not Pure: dividing by zero traps, so it must not be speculated.
      .noMemoryEffect(), CeilDivUIOp::new);

  private CeilDivUIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CeilDivUIOp match(Operation op) { return TYPE.match(op); }
}
