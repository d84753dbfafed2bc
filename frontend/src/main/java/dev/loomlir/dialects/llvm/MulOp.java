package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.mul}. */
public final class MulOp extends OpView {
  public static final OpType<MulOp> TYPE = OpType.of(LlvmOpDefs.intBinaryWithOverflow("llvm.mul"), MulOp::new);

  private MulOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MulOp match(Operation op) { return TYPE.match(op); }
}
