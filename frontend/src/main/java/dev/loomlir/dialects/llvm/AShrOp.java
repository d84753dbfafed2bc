package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.ashr}. */
public final class AShrOp extends OpView {
  public static final OpType<AShrOp> TYPE = OpType.of(LlvmOpDefs.intBinaryWithExact("llvm.ashr"), AShrOp::new);

  private AShrOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AShrOp match(Operation op) { return TYPE.match(op); }
}
