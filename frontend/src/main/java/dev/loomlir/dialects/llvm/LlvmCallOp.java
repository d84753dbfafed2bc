package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * {@code llvm.call @f(%a) : (i32) -> i32}: a call of an {@code llvm.func} (direct, through the
 * {@code callee} symbol), or of a function pointer (indirect: the first operand).
 */
public final class LlvmCallOp extends OpView {
  public static final OpType<LlvmCallOp> TYPE = OpType.of(OpDef.op("llvm.call")
      .summary("Call to an LLVM function.")
      .variadicOperand("callee_operands", LlvmConstraints.LLVM_TYPE)
      .variadicOperand("op_bundle_operands", LlvmConstraints.LLVM_TYPE)
      .optionalResult("result", LlvmConstraints.LLVM_TYPE)
      .optionalAttr("callee", Attrs.FLAT_SYMBOL_REF)
      .optionalAttr("var_callee_type", Attrs.typeAttr(LlvmConstraints.FUNCTION_TYPE))
      .defaultAttr("CConv", LlvmAttrs.CCONV, LlvmEnumAttr.CCC)
      .defaultAttr("TailCallKind", LlvmAttrs.TAIL_CALL_KIND, LlvmEnumAttr.NO_TAIL_CALL)
      .defaultAttr("fastmathFlags", LlvmAttrs.FASTMATH, LlvmFastmathAttr.NONE)
      .defaultAttr("op_bundle_sizes", Attrs.DENSE_I32_ARRAY, DenseArrayAttr.ofI32())
      .optionalAttr("arg_attrs", Attrs.ARRAY)
      .optionalAttr("res_attrs", Attrs.ARRAY)
      .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
      .syntax(new LlvmCallSyntax())
      .verifySymbolUses(LlvmVerifiers::verifyCall), LlvmCallOp::new);

  private LlvmCallOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static LlvmCallOp match(Operation op) { return TYPE.match(op); }

  /** The callee's name, or null for an indirect call. */
  public String callee() { return op.attr("callee") instanceof SymbolRefAttr s ? s.root() : null; }

  /** The call's arguments (without the function pointer of an indirect call). */
  public List<Value> arguments() {
    List<Value> all = op.operandGroup("callee_operands");
    return callee() != null ? all : all.subList(1, all.size());
  }
}
