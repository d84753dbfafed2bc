package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.fdiv}. */
public final class FDivOp extends OpView {
  public static final OpType<FDivOp> TYPE = OpType.of(LlvmOpDefs.floatBinary("llvm.fdiv"), FDivOp::new);

  private FDivOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FDivOp match(Operation op) { return TYPE.match(op); }
}
