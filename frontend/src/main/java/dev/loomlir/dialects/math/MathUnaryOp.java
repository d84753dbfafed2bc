package dev.loomlir.dialects.math;

import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** The math ops of one operand and one result: the float and integer functions and the float classifications. */
public abstract class MathUnaryOp extends OpView {
  MathUnaryOp(Operation op) { super(op); }

  public final Value operand() { return op.operand(0); }

  public final OpResult result() { return op.result(); }
}
