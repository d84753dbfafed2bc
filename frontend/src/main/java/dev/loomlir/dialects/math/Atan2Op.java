package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.atan2}: the angle of the point {@code (rhs, lhs)}: atan(lhs / rhs) in the right quadrant. */
public final class Atan2Op extends MathBinaryOp implements FastMathOp {
  public static final OpType<Atan2Op> TYPE = OpType.of(MathOpDecls.floatBinary("math.atan2")
      .summary("two-argument arctangent"), Atan2Op::new);

  private Atan2Op(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static Atan2Op match(Operation op) { return TYPE.match(op); }
}
