package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.sitofp}. */
public final class SIToFPOp extends OpView {
  public static final OpType<SIToFPOp> TYPE = OpType.of(LlvmOpDefs.cast("llvm.sitofp", LlvmConstraints.INTEGER, LlvmConstraints.FLOAT), SIToFPOp::new);

  private SIToFPOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SIToFPOp match(Operation op) { return TYPE.match(op); }
}
