package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.absf}: the absolute value. */
public final class AbsFOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<AbsFOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.absf")
      .summary("absolute value of a float")
      .folder(MathFolders.ABSF), AbsFOp::new);

  private AbsFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AbsFOp match(Operation op) { return TYPE.match(op); }
}
