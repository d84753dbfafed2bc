package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.sqrt}: the square root. */
public final class SqrtOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<SqrtOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.sqrt")
      .summary("square root")
      .folder(MathFolders.SQRT), SqrtOp::new);

  private SqrtOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SqrtOp match(Operation op) { return TYPE.match(op); }
}
