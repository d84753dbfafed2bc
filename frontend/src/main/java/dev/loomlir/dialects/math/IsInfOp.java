package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.isinf}: true when the operand is an infinity. */
public final class IsInfOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<IsInfOp> TYPE = OpType.of(MathOpDecls.classification("math.isinf")
      .summary("is infinite"), IsInfOp::new);

  private IsInfOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IsInfOp match(Operation op) { return TYPE.match(op); }
}
