package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.log}: the natural logarithm. */
public final class LogOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<LogOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.log")
      .summary("natural logarithm"), LogOp::new);

  private LogOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static LogOp match(Operation op) { return TYPE.match(op); }
}
