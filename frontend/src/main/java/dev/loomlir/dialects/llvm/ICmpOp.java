package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;

/** {@code llvm.icmp "slt" %a, %b : i32}: an integer or pointer comparison. */
public final class ICmpOp extends OpView {
  public static final OpType<ICmpOp> TYPE = OpType.of(OpDef.op("llvm.icmp")
      .attr("predicate", LlvmAttrs.quoted(LlvmAttrs.ICMP_PREDICATE))
      .operand("lhs", LlvmConstraints.INTEGER_OR_POINTER)
      .operand("rhs", LlvmConstraints.INTEGER_OR_POINTER)
      .result("res", LlvmConstraints.I1)
      .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
      .typesMatchWith("lhs", "res", t -> Types.shapedLike(t, IntegerType.I1))
      .format("$predicate $lhs `,` $rhs attr-dict `:` type($lhs)"), ICmpOp::new);

  private ICmpOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ICmpOp match(Operation op) { return TYPE.match(op); }

  /** The predicate's keyword ({@code slt}). */
  public String predicate() { return LlvmAttrs.ICMP_PREDICATE.keyword(op.attr("predicate")); }
}
