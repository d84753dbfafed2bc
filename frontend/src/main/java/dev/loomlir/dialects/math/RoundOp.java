package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.round}: the nearest integral value, halfway cases away from zero. */
public final class RoundOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<RoundOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.round")
      .summary("round half away from zero")
      .folder(MathFolders.ROUND), RoundOp::new);

  private RoundOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RoundOp match(Operation op) { return TYPE.match(op); }
}
