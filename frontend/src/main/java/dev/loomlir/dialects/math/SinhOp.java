package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.sinh}: the hyperbolic sine. */
public final class SinhOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<SinhOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.sinh")
      .summary("hyperbolic sine"), SinhOp::new);

  private SinhOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SinhOp match(Operation op) { return TYPE.match(op); }
}
