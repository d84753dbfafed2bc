package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.isnan}: true when the operand is a NaN. */
public final class IsNaNOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<IsNaNOp> TYPE = OpType.of(MathOpDecls.classification("math.isnan")
      .summary("is NaN"), IsNaNOp::new);

  private IsNaNOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IsNaNOp match(Operation op) { return TYPE.match(op); }
}
