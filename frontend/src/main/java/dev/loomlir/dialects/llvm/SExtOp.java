package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.sext}. */
public final class SExtOp extends OpView {
  public static final OpType<SExtOp> TYPE = OpType.of(LlvmOpDefs.cast("llvm.sext", LlvmConstraints.INTEGER, LlvmConstraints.INTEGER), SExtOp::new);

  private SExtOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SExtOp match(Operation op) { return TYPE.match(op); }
}
