package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.isnormal}: true when the operand is a normal number (not zero, subnormal, infinite or NaN). */
public final class IsNormalOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<IsNormalOp> TYPE = OpType.of(MathOpDecls.classification("math.isnormal")
      .summary("is normal"), IsNormalOp::new);

  private IsNormalOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IsNormalOp match(Operation op) { return TYPE.match(op); }
}
