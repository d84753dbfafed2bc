package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.atan}: the arctangent, in radians. */
public final class AtanOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<AtanOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.atan")
      .summary("arctangent"), AtanOp::new);

  private AtanOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AtanOp match(Operation op) { return TYPE.match(op); }
}
