package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.log1p}: the natural logarithm of one plus the operand. */
public final class Log1pOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<Log1pOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.log1p")
      .summary("natural logarithm of one plus the operand"), Log1pOp::new);

  private Log1pOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static Log1pOp match(Operation op) { return TYPE.match(op); }
}
