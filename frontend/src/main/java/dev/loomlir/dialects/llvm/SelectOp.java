package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code llvm.select %c, %a, %b : i1, i32}. */
public final class SelectOp extends OpView {
  public static final OpType<SelectOp> TYPE = OpType.of(OpDef.op("llvm.select")
      .operand("condition", LlvmConstraints.I1)
      .operand("trueValue", LlvmConstraints.LLVM_TYPE)
      .operand("falseValue", LlvmConstraints.LLVM_TYPE)
      .result("res", LlvmConstraints.LLVM_TYPE)
      .defaultAttr("fastmathFlags", LlvmAttrs.FASTMATH, LlvmFastmathAttr.NONE)
      .traits(Trait.PURE)
      .allTypesMatch("trueValue", "falseValue", "res")
      .format("operands attr-dict `:` type($condition) `,` type($res)"), SelectOp::new);

  private SelectOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SelectOp match(Operation op) { return TYPE.match(op); }
}
