package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.exp2}: 2 raised to the operand. */
public final class Exp2Op extends MathUnaryOp implements FastMathOp {
  public static final OpType<Exp2Op> TYPE = OpType.of(MathOpDecls.floatUnary("math.exp2")
      .summary("base-2 exponential"), Exp2Op::new);

  private Exp2Op(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static Exp2Op match(Operation op) { return TYPE.match(op); }
}
