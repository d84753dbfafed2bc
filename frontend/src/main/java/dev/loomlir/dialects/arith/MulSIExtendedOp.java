package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** {@code arith.mulsi_extended}: the low and high halves of the full-width signed product. */
public final class MulSIExtendedOp extends OpView {
  public static final OpType<MulSIExtendedOp> TYPE = OpType.of(ArithOpDecls.mulExtended("arith.mulsi_extended")
      .summary("extended signed integer multiplication"), MulSIExtendedOp::new);

  private MulSIExtendedOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MulSIExtendedOp match(Operation op) { return TYPE.match(op); }

  public Value lhs() { return op.operand(0); }

  public Value rhs() { return op.operand(1); }

  public OpResult low() { return op.result(0); }

  public OpResult high() { return op.result(1); }
}
