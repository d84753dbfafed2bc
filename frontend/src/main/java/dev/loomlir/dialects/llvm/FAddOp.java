package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.fadd}. */
public final class FAddOp extends OpView {
  public static final OpType<FAddOp> TYPE = OpType.of(LlvmOpDefs.floatBinary("llvm.fadd"), FAddOp::new);

  private FAddOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FAddOp match(Operation op) { return TYPE.match(op); }
}
