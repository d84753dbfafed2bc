package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code llvm.mlir.zero : !llvm.ptr}: the zero value of a type (the null pointer). */
public final class ZeroOp extends OpView {
  public static final OpType<ZeroOp> TYPE = OpType.of(OpDef.op("llvm.mlir.zero")
      .result("res", LlvmConstraints.LLVM_TYPE)
      .traits(Trait.PURE, Trait.CONSTANT_LIKE)
      .format("attr-dict `:` type($res)"), ZeroOp::new);

  private ZeroOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ZeroOp match(Operation op) { return TYPE.match(op); }
}
