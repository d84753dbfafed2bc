package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.BranchOperands;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code llvm.br ^bb1(%x : i32)}. */
public final class BrOp extends OpView {
  public static final OpType<BrOp> TYPE = OpType.of(OpDef.op("llvm.br")
      .variadicOperand("destOperands", LlvmConstraints.LLVM_TYPE)
      .optionalAttr("loop_annotation", Attrs.ANY)
      .successor("dest")
      .traits(Trait.BRANCH, Trait.PURE, Trait.TERMINATOR)
      .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
      .implement(BranchOperands.class, BranchOperands.byGroups("destOperands")), BrOp::new);

  private BrOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static BrOp match(Operation op) { return TYPE.match(op); }
}
