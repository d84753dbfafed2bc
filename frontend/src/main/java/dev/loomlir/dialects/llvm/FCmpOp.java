package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;

/** {@code llvm.fcmp "olt" %a, %b : f32}: a floating-point comparison. */
public final class FCmpOp extends OpView {
  public static final OpType<FCmpOp> TYPE = OpType.of(OpDef.op("llvm.fcmp")
      .attr("predicate", LlvmAttrs.quoted(LlvmAttrs.FCMP_PREDICATE))
      .defaultAttr("fastmathFlags", LlvmAttrs.FASTMATH, LlvmFastmathAttr.NONE)
      .operand("lhs", LlvmConstraints.FLOAT)
      .operand("rhs", LlvmConstraints.FLOAT)
      .result("res", LlvmConstraints.I1)
      .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
      .typesMatchWith("lhs", "res", t -> Types.shapedLike(t, IntegerType.I1))
      .format("$predicate $lhs `,` $rhs attr-dict `:` type($lhs)"), FCmpOp::new);

  private FCmpOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FCmpOp match(Operation op) { return TYPE.match(op); }

  /** The predicate's keyword ({@code olt}). */
  public String predicate() { return LlvmAttrs.FCMP_PREDICATE.keyword(op.attr("predicate")); }
}
