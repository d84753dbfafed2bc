package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.fmul}. */
public final class FMulOp extends OpView {
  public static final OpType<FMulOp> TYPE = OpType.of(LlvmOpDefs.floatBinary("llvm.fmul"), FMulOp::new);

  private FMulOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FMulOp match(Operation op) { return TYPE.match(op); }
}
