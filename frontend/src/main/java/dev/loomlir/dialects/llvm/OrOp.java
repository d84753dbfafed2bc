package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.or}. */
public final class OrOp extends OpView {
  public static final OpType<OrOp> TYPE = OpType.of(LlvmOpDefs.intBinaryWithDisjoint("llvm.or"), OrOp::new);

  private OrOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static OrOp match(Operation op) { return TYPE.match(op); }
}
