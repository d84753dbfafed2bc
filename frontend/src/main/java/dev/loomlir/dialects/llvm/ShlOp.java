package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.shl}. */
public final class ShlOp extends OpView {
  public static final OpType<ShlOp> TYPE = OpType.of(LlvmOpDefs.intBinaryWithOverflow("llvm.shl"), ShlOp::new);

  private ShlOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ShlOp match(Operation op) { return TYPE.match(op); }
}
