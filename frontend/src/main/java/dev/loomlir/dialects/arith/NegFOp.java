package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** {@code arith.negf}: the operand with its sign flipped (NaNs included). */
public final class NegFOp extends OpView implements FastMathOp {
  public static final OpType<NegFOp> TYPE = OpType.of(ArithOpDecls.floatOp("arith.negf")
      .summary("floating point negation")
      .folder(ArithFolders.NEGF)
      .operand("operand", ArithTypes.FLOAT_LIKE)
      .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"), NegFOp::new);

  private NegFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static NegFOp match(Operation op) { return TYPE.match(op); }

  public Value operand() { return op.operand(0); }

  public OpResult result() { return op.result(); }
}
