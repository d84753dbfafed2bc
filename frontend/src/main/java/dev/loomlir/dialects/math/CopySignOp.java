package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.copysign}: the magnitude of lhs with the sign of rhs. */
public final class CopySignOp extends MathBinaryOp implements FastMathOp {
  public static final OpType<CopySignOp> TYPE = OpType.of(MathOpDecls.floatBinary("math.copysign")
      .summary("copy sign")
      .folder(MathFolders.COPYSIGN), CopySignOp::new);

  private CopySignOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CopySignOp match(Operation op) { return TYPE.match(op); }
}
