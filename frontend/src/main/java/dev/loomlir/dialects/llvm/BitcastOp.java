package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.bitcast}. */
public final class BitcastOp extends OpView {
  public static final OpType<BitcastOp> TYPE = OpType.of(LlvmOpDefs.cast("llvm.bitcast", LlvmConstraints.LLVM_TYPE, LlvmConstraints.LLVM_TYPE), BitcastOp::new);

  private BitcastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static BitcastOp match(Operation op) { return TYPE.match(op); }
}
