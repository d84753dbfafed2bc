package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.add}. */
public final class AddOp extends OpView {
  public static final OpType<AddOp> TYPE = OpType.of(LlvmOpDefs.intBinaryWithOverflow("llvm.add"), AddOp::new);

  private AddOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AddOp match(Operation op) { return TYPE.match(op); }
}
