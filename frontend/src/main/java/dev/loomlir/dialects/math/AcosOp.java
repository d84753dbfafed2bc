package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.acos}: the arccosine, in radians. */
public final class AcosOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<AcosOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.acos")
      .summary("arccosine"), AcosOp::new);

  private AcosOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AcosOp match(Operation op) { return TYPE.match(op); }
}
