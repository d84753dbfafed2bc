package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.udiv}. */
public final class UDivOp extends OpView {
  public static final OpType<UDivOp> TYPE = OpType.of(LlvmOpDefs.intBinaryWithExact("llvm.udiv"), UDivOp::new);

  private UDivOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static UDivOp match(Operation op) { return TYPE.match(op); }
}
