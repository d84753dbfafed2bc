package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.divf}: floating-point division. */
public final class DivFOp extends ArithBinaryOp implements FastMathOp {
  public static final OpType<DivFOp> TYPE = OpType.of(ArithOpDecls.floatBinary("arith.divf")
      .summary("floating point division")
      .folder(ArithFolders.DIVF), DivFOp::new);

  private DivFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DivFOp match(Operation op) { return TYPE.match(op); }
}
