package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.acosh}: the inverse hyperbolic cosine. */
public final class AcoshOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<AcoshOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.acosh")
      .summary("hyperbolic arccosine"), AcoshOp::new);

  private AcoshOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AcoshOp match(Operation op) { return TYPE.match(op); }
}
