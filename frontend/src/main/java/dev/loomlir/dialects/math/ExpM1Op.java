package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.expm1}: e raised to the operand, minus one. */
public final class ExpM1Op extends MathUnaryOp implements FastMathOp {
  public static final OpType<ExpM1Op> TYPE = OpType.of(MathOpDecls.floatUnary("math.expm1")
      .summary("base-e exponential minus one"), ExpM1Op::new);

  private ExpM1Op(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExpM1Op match(Operation op) { return TYPE.match(op); }
}
