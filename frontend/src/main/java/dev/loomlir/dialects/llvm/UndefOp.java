package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code llvm.mlir.undef : i32}: an undefined value (loomlir: zero). */
public final class UndefOp extends OpView {
  public static final OpType<UndefOp> TYPE = OpType.of(OpDef.op("llvm.mlir.undef")
      .result("res", LlvmConstraints.LLVM_TYPE)
      .traits(Trait.PURE, Trait.CONSTANT_LIKE)
      .format("attr-dict `:` type($res)"), UndefOp::new);

  private UndefOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static UndefOp match(Operation op) { return TYPE.match(op); }
}
