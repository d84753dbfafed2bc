package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.sdiv}. */
public final class SDivOp extends OpView {
  public static final OpType<SDivOp> TYPE = OpType.of(LlvmOpDefs.intBinaryWithExact("llvm.sdiv"), SDivOp::new);

  private SDivOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SDivOp match(Operation op) { return TYPE.match(op); }
}
