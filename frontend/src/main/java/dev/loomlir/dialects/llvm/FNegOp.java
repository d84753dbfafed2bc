package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code llvm.fneg %a : f32}. */
public final class FNegOp extends OpView {
  public static final OpType<FNegOp> TYPE = OpType.of(OpDef.op("llvm.fneg")
      .operand("operand", LlvmConstraints.FLOAT)
      .result("res", LlvmConstraints.FLOAT)
      .defaultAttr("fastmathFlags", LlvmAttrs.FASTMATH, LlvmFastmathAttr.NONE)
      .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
      .format("$operand attr-dict `:` type($res)"), FNegOp::new);

  private FNegOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FNegOp match(Operation op) { return TYPE.match(op); }
}
