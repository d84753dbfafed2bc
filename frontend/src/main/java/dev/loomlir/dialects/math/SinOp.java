package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.sin}: the sine of an angle in radians. */
public final class SinOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<SinOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.sin")
      .summary("sine"), SinOp::new);

  private SinOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SinOp match(Operation op) { return TYPE.match(op); }
}
