package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.asinh}: the inverse hyperbolic sine. */
public final class AsinhOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<AsinhOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.asinh")
      .summary("hyperbolic arcsine"), AsinhOp::new);

  private AsinhOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AsinhOp match(Operation op) { return TYPE.match(op); }
}
