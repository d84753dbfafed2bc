package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.isfinite}: true when the operand is neither infinite nor NaN. */
public final class IsFiniteOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<IsFiniteOp> TYPE = OpType.of(MathOpDecls.classification("math.isfinite")
      .summary("is finite"), IsFiniteOp::new);

  private IsFiniteOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IsFiniteOp match(Operation op) { return TYPE.match(op); }
}
