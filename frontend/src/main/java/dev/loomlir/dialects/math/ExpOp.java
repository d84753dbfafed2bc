package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.exp}: e raised to the operand. */
public final class ExpOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<ExpOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.exp")
      .summary("base-e exponential"), ExpOp::new);

  private ExpOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExpOp match(Operation op) { return TYPE.match(op); }
}
