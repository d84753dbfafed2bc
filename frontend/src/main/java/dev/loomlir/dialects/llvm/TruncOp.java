package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.trunc}. */
public final class TruncOp extends OpView {
  public static final OpType<TruncOp> TYPE = OpType.of(LlvmOpDefs.castWithOverflow("llvm.trunc", LlvmConstraints.INTEGER, LlvmConstraints.INTEGER), TruncOp::new);

  private TruncOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TruncOp match(Operation op) { return TYPE.match(op); }
}
