package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.roundeven}: the nearest integral value, halfway cases to even. */
public final class RoundEvenOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<RoundEvenOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.roundeven")
      .summary("round half to even")
      .folder(MathFolders.ROUNDEVEN), RoundEvenOp::new);

  private RoundEvenOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RoundEvenOp match(Operation op) { return TYPE.match(op); }
}
