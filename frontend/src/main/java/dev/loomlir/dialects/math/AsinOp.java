package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.asin}: the arcsine, in radians. */
public final class AsinOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<AsinOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.asin")
      .summary("arcsine"), AsinOp::new);

  private AsinOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AsinOp match(Operation op) { return TYPE.match(op); }
}
