package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.powf}: lhs raised to the power rhs. */
public final class PowFOp extends MathBinaryOp implements FastMathOp {
  public static final OpType<PowFOp> TYPE = OpType.of(MathOpDecls.floatBinary("math.powf")
      .summary("power"), PowFOp::new);

  private PowFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static PowFOp match(Operation op) { return TYPE.match(op); }
}
