package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.fptosi}. */
public final class FPToSIOp extends OpView {
  public static final OpType<FPToSIOp> TYPE = OpType.of(LlvmOpDefs.cast("llvm.fptosi", LlvmConstraints.FLOAT, LlvmConstraints.INTEGER), FPToSIOp::new);

  private FPToSIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FPToSIOp match(Operation op) { return TYPE.match(op); }
}
