package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.erfc}: one minus the Gauss error function. */
public final class ErfcOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<ErfcOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.erfc")
      .summary("complementary error function"), ErfcOp::new);

  private ErfcOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ErfcOp match(Operation op) { return TYPE.match(op); }
}
