package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.log10}: the base-10 logarithm. */
public final class Log10Op extends MathUnaryOp implements FastMathOp {
  public static final OpType<Log10Op> TYPE = OpType.of(MathOpDecls.floatUnary("math.log10")
      .summary("base-10 logarithm"), Log10Op::new);

  private Log10Op(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static Log10Op match(Operation op) { return TYPE.match(op); }
}
