package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.frem}. */
public final class FRemOp extends OpView {
  public static final OpType<FRemOp> TYPE = OpType.of(LlvmOpDefs.floatBinary("llvm.frem"), FRemOp::new);

  private FRemOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FRemOp match(Operation op) { return TYPE.match(op); }
}
