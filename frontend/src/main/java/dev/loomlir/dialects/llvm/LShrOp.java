package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.lshr}. */
public final class LShrOp extends OpView {
  public static final OpType<LShrOp> TYPE = OpType.of(LlvmOpDefs.intBinaryWithExact("llvm.lshr"), LShrOp::new);

  private LShrOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static LShrOp match(Operation op) { return TYPE.match(op); }
}
