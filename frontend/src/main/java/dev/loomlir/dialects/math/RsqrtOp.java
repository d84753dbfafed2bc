package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.rsqrt}: one over the square root. */
public final class RsqrtOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<RsqrtOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.rsqrt")
      .summary("reciprocal square root"), RsqrtOp::new);

  private RsqrtOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RsqrtOp match(Operation op) { return TYPE.match(op); }
}
