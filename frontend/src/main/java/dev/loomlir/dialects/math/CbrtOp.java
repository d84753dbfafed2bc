package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.cbrt}: the cube root. */
public final class CbrtOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<CbrtOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.cbrt")
      .summary("cube root"), CbrtOp::new);

  private CbrtOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CbrtOp match(Operation op) { return TYPE.match(op); }
}
