package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.xor}. */
public final class XOrOp extends OpView {
  public static final OpType<XOrOp> TYPE = OpType.of(LlvmOpDefs.intBinary("llvm.xor"), XOrOp::new);

  private XOrOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static XOrOp match(Operation op) { return TYPE.match(op); }
}
