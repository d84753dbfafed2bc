package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.urem}. */
public final class URemOp extends OpView {
  public static final OpType<URemOp> TYPE = OpType.of(LlvmOpDefs.intBinary("llvm.urem"), URemOp::new);

  private URemOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static URemOp match(Operation op) { return TYPE.match(op); }
}
