package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** {@code arith.scaling_extf}: a float widened and multiplied by a power of two taken from the scale's exponent. */
public final class ScalingExtFOp extends OpView implements FastMathOp {
  public static final OpType<ScalingExtFOp> TYPE = OpType.of(ArithOpDecls.scalingCast("arith.scaling_extf",
          CastRules.FLOAT_WIDENING)
      .summary("floating point extension scaled by a power of two (OCP MX formats)")
      .optionalAttr("fastmath", ArithAttrs.FASTMATH)
      .format("$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"),
      ScalingExtFOp::new);

  private ScalingExtFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ScalingExtFOp match(Operation op) { return TYPE.match(op); }

  public Value in() { return op.operand(0); }

  public Value scale() { return op.operand(1); }

  public OpResult out() { return op.result(); }
}
