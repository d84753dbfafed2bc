package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.uitofp}. */
public final class UIToFPOp extends OpView {
  public static final OpType<UIToFPOp> TYPE = OpType.of(LlvmOpDefs.castWithNonNeg("llvm.uitofp", LlvmConstraints.INTEGER, LlvmConstraints.FLOAT), UIToFPOp::new);

  private UIToFPOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static UIToFPOp match(Operation op) { return TYPE.match(op); }
}
