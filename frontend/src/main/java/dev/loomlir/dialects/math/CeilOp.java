package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.ceil}: the smallest integral value not below the operand. */
public final class CeilOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<CeilOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.ceil")
      .summary("ceiling")
      .folder(MathFolders.CEIL), CeilOp::new);

  private CeilOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CeilOp match(Operation op) { return TYPE.match(op); }
}
