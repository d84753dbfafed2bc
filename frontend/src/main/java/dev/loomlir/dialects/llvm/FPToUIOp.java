package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;

/** {@code llvm.fptoui}. */
public final class FPToUIOp extends OpView {
  public static final OpType<FPToUIOp> TYPE = OpType.of(LlvmOpDefs.cast("llvm.fptoui", LlvmConstraints.FLOAT, LlvmConstraints.INTEGER), FPToUIOp::new);

  private FPToUIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FPToUIOp match(Operation op) { return TYPE.match(op); }
}
