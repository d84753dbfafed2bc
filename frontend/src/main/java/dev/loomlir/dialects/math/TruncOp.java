package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.trunc}: the operand with its fraction dropped. */
public final class TruncOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<TruncOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.trunc")
      .summary("truncation toward zero")
      .folder(MathFolders.TRUNC), TruncOp::new);

  private TruncOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TruncOp match(Operation op) { return TYPE.match(op); }
}
