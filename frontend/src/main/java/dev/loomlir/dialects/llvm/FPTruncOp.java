package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.fptrunc}. */
public final class FPTruncOp extends OpView {
  public static final OpType<FPTruncOp> TYPE = OpType.of(LlvmOpDefs.cast("llvm.fptrunc", LlvmConstraints.FLOAT, LlvmConstraints.FLOAT), FPTruncOp::new);

  private FPTruncOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FPTruncOp match(Operation op) { return TYPE.match(op); }
}
