package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.cos}: the cosine of an angle in radians. */
public final class CosOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<CosOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.cos")
      .summary("cosine"), CosOp::new);

  private CosOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CosOp match(Operation op) { return TYPE.match(op); }
}
