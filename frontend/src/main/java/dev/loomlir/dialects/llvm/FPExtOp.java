package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.fpext}. */
public final class FPExtOp extends OpView {
  public static final OpType<FPExtOp> TYPE = OpType.of(LlvmOpDefs.cast("llvm.fpext", LlvmConstraints.FLOAT, LlvmConstraints.FLOAT), FPExtOp::new);

  private FPExtOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FPExtOp match(Operation op) { return TYPE.match(op); }
}
