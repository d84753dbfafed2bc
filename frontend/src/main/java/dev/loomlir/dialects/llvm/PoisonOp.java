package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code llvm.mlir.poison : i32}: a poison value (loomlir: zero). */
public final class PoisonOp extends OpView {
  public static final OpType<PoisonOp> TYPE = OpType.of(OpDef.op("llvm.mlir.poison")
      .result("res", LlvmConstraints.LLVM_TYPE)
      .traits(Trait.PURE, Trait.CONSTANT_LIKE)
      .format("attr-dict `:` type($res)"), PoisonOp::new);

  private PoisonOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static PoisonOp match(Operation op) { return TYPE.match(op); }
}
