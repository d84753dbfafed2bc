package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.srem}. */
public final class SRemOp extends OpView {
  public static final OpType<SRemOp> TYPE = OpType.of(LlvmOpDefs.intBinary("llvm.srem"), SRemOp::new);

  private SRemOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SRemOp match(Operation op) { return TYPE.match(op); }
}
