package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.log2}: the base-2 logarithm. */
public final class Log2Op extends MathUnaryOp implements FastMathOp {
  public static final OpType<Log2Op> TYPE = OpType.of(MathOpDecls.floatUnary("math.log2")
      .summary("base-2 logarithm"), Log2Op::new);

  private Log2Op(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static Log2Op match(Operation op) { return TYPE.match(op); }
}
