package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** {@code arith.mului_extended}: the low and high halves of the full-width unsigned product. */
public final class MulUIExtendedOp extends OpView {
  public static final OpType<MulUIExtendedOp> TYPE = OpType.of(ArithOpDecls.mulExtended("arith.mului_extended")
      .summary("extended unsigned integer multiplication"), MulUIExtendedOp::new);

  private MulUIExtendedOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MulUIExtendedOp match(Operation op) { return TYPE.match(op); }

  public Value lhs() { return op.operand(0); }

  public Value rhs() { return op.operand(1); }

  public OpResult low() { return op.result(0); }

  public OpResult high() { return op.result(1); }
}
