package dev.loomlir.dialects.math;

import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** The math ops of two operands and one result ({@code powf}, {@code atan2}, {@code ipowi}, ...). */
public abstract class MathBinaryOp extends OpView {
  MathBinaryOp(Operation op) { super(op); }

  public final Value lhs() { return op.operand(0); }

  public final Value rhs() { return op.operand(1); }

  public final OpResult result() { return op.result(); }
}
