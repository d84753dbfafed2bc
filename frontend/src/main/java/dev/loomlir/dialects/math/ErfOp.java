package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.erf}: the Gauss error function. */
public final class ErfOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<ErfOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.erf")
      .summary("error function"), ErfOp::new);

  private ErfOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ErfOp match(Operation op) { return TYPE.match(op); }
}
