package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.atanh}: the inverse hyperbolic tangent. */
public final class AtanhOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<AtanhOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.atanh")
      .summary("hyperbolic arctangent"), AtanhOp::new);

  private AtanhOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AtanhOp match(Operation op) { return TYPE.match(op); }
}
