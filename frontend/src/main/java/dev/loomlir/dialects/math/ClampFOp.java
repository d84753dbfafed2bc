package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;

/** {@code math.clampf}: the value clamped to {@code [min, max]}. */
public final class ClampFOp extends OpView implements FastMathOp {
  public static final OpType<ClampFOp> TYPE = OpType.of(MathOpDecls.floatOp("math.clampf")
      .summary("float clamp")
      .operand("value", Types.FLOAT_LIKE).operand("min", Types.FLOAT_LIKE).operand("max", Types.FLOAT_LIKE)
      .format("$value `to` ` ` `[` $min `,` $max `]` " + MathOpDecls.FASTMATH + " attr-dict `:` type($result)"),
      ClampFOp::new);

  private ClampFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ClampFOp match(Operation op) { return TYPE.match(op); }

  public Value value() { return op.operand(0); }

  public Value min() { return op.operand(1); }

  public Value max() { return op.operand(2); }

  public OpResult result() { return op.result(); }
}
