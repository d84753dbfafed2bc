package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.and}. */
public final class AndOp extends OpView {
  public static final OpType<AndOp> TYPE = OpType.of(LlvmOpDefs.intBinary("llvm.and"), AndOp::new);

  private AndOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AndOp match(Operation op) { return TYPE.match(op); }
}
