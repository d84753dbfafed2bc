package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.sub}. */
public final class SubOp extends OpView {
  public static final OpType<SubOp> TYPE = OpType.of(LlvmOpDefs.intBinaryWithOverflow("llvm.sub"), SubOp::new);

  private SubOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SubOp match(Operation op) { return TYPE.match(op); }
}
