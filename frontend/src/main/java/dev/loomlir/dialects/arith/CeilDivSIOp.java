package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.ceildivsi}: signed division rounding toward positive infinity. */
public final class CeilDivSIOp extends ArithBinaryOp {
  public static final OpType<CeilDivSIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.ceildivsi")
      .summary("signed integer division rounding up")
      .folder(ArithFolders.CEILDIVSI)
      // No memory effect, but not Pure: dividing by zero traps, so it must not be speculated.
      .noMemoryEffect(), CeilDivSIOp::new);

  private CeilDivSIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CeilDivSIOp match(Operation op) { return TYPE.match(op); }
}
