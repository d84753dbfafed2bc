package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.tan}: the tangent of an angle in radians. */
public final class TanOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<TanOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.tan")
      .summary("tangent"), TanOp::new);

  private TanOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TanOp match(Operation op) { return TYPE.match(op); }
}
