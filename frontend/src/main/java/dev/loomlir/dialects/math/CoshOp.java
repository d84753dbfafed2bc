package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.cosh}: the hyperbolic cosine. */
public final class CoshOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<CoshOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.cosh")
      .summary("hyperbolic cosine"), CoshOp::new);

  private CoshOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CoshOp match(Operation op) { return TYPE.match(op); }
}
