package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.zext}. */
public final class ZExtOp extends OpView {
  public static final OpType<ZExtOp> TYPE = OpType.of(LlvmOpDefs.castWithNonNeg("llvm.zext", LlvmConstraints.INTEGER, LlvmConstraints.INTEGER), ZExtOp::new);

  private ZExtOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ZExtOp match(Operation op) { return TYPE.match(op); }
}
