package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.tanh}: the hyperbolic tangent. */
public final class TanhOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<TanhOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.tanh")
      .summary("hyperbolic tangent"), TanhOp::new);

  private TanhOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TanhOp match(Operation op) { return TYPE.match(op); }
}
