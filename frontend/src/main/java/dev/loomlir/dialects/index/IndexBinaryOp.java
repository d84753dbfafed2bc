package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** The index ops of two index operands and an index result ({@code index.add}, ...). */
public abstract class IndexBinaryOp extends OpView {
  IndexBinaryOp(Operation op) { super(op); }

  public final Value lhs() { return op.operand(0); }

  public final Value rhs() { return op.operand(1); }

  public final OpResult result() { return op.result(); }
}
