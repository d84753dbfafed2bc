package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.BranchOperands;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;

/** {@code llvm.cond_br %c, ^bb1, ^bb2(%x : i32)}. */
public final class CondBrOp extends OpView {
  public static final OpType<CondBrOp> TYPE = OpType.of(OpDef.op("llvm.cond_br")
      .operand("condition", Types.I1)
      .variadicOperand("trueDestOperands", LlvmConstraints.LLVM_TYPE)
      .variadicOperand("falseDestOperands", LlvmConstraints.LLVM_TYPE)
      .optionalAttr("branch_weights", Attrs.DENSE_I32_ARRAY)
      .optionalAttr("loop_annotation", Attrs.ANY)
      .successor("trueDest")
      .successor("falseDest")
      .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.BRANCH, Trait.PURE, Trait.TERMINATOR)
      .format("$condition ( `weights` `(` $branch_weights^ `)` )? `,` "
          + "$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
          + "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict")
      .implement(BranchOperands.class, BranchOperands.byGroups("trueDestOperands", "falseDestOperands")), CondBrOp::new);

  private CondBrOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CondBrOp match(Operation op) { return TYPE.match(op); }
}
