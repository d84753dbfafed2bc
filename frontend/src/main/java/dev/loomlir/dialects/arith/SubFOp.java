package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.subf}: floating-point subtraction. */
public final class SubFOp extends ArithBinaryOp implements FastMathOp {
  public static final OpType<SubFOp> TYPE = OpType.of(ArithOpDecls.floatBinary("arith.subf")
      .summary("floating point subtraction")
      .folder(ArithFolders.SUBF), SubFOp::new);

  private SubFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SubFOp match(Operation op) { return TYPE.match(op); }
}
