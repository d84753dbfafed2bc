package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** {@code arith.scaling_truncf}: a float divided by a power of two taken from the scale's exponent, then narrowed. */
public final class ScalingTruncFOp extends OpView implements FastMathOp {
  public static final OpType<ScalingTruncFOp> TYPE = OpType.of(ArithOpDecls.scalingCast("arith.scaling_truncf",
          CastRules.FLOAT_NARROWING)
      .summary("floating point truncation scaled by a power of two (OCP MX formats)")
      .optionalAttr("roundingmode", ArithAttrs.ROUNDING_MODE)
      .optionalAttr("fastmath", ArithAttrs.FASTMATH)
      .format("$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` "
          + "type($in) `,` type($scale) `to` type($out)"), ScalingTruncFOp::new);

  private ScalingTruncFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ScalingTruncFOp match(Operation op) { return TYPE.match(op); }

  public Value in() { return op.operand(0); }

  public Value scale() { return op.operand(1); }

  public OpResult out() { return op.result(); }

  /** The {@code roundingmode} attribute, or null for the default. */
  public Attribute roundingMode() { return op.attr("roundingmode"); }
}
