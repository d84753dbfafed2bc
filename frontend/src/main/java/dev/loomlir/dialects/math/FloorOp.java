package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code math.floor}: the largest integral value not above the operand. */
public final class FloorOp extends MathUnaryOp implements FastMathOp {
  public static final OpType<FloorOp> TYPE = OpType.of(MathOpDecls.floatUnary("math.floor")
      .summary("floor")
      .folder(MathFolders.FLOOR), FloorOp::new);

  private FloorOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FloorOp match(Operation op) { return TYPE.match(op); }
}
