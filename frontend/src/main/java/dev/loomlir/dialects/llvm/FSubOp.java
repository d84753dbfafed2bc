package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.fsub}. */
public final class FSubOp extends OpView {
  public static final OpType<FSubOp> TYPE = OpType.of(LlvmOpDefs.floatBinary("llvm.fsub"), FSubOp::new);

  private FSubOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FSubOp match(Operation op) { return TYPE.match(op); }
}
