package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code llvm.call [cconv] [tail] @f(%a) [vararg(!llvm.func<...>)] attr-dict : (i32) -> i32}, or
 * {@code llvm.call %fptr(%a) : !llvm.ptr, (i32) -> i32}, as upstream's parser and printer.
 */
final class LlvmCallSyntax implements CustomSyntax {
  private static final List<String> ELIDED = List.of("callee", "TailCallKind", "var_callee_type", "CConv",
      "operandSegmentSizes", "op_bundle_sizes", "op_bundle_tags", "arg_attrs", "res_attrs");

  @Override public void parse(OpAsmParser p, OperationState state) {
    String cconv = p.parseOptionalKeywordOf(LlvmAttrs.CCONVS);
    state.addAttribute("CConv", new LlvmEnumAttr(LlvmEnumAttr.CCONV, cconv == null ? "ccc" : cconv));
    String tail = p.parseOptionalKeywordOf(LlvmAttrs.TAIL_CALL_KINDS);
    state.addAttribute("TailCallKind", new LlvmEnumAttr(LlvmEnumAttr.TAIL_CALL_KIND, tail == null ? "none" : tail));
    String callee = p.parseOptionalSymbolName();
    UnresolvedOperand functionPointer = callee == null ? p.parseOperand() : null;
    if (callee != null) state.addAttribute("callee", SymbolRefAttr.flat(callee));
    List<UnresolvedOperand> args = p.parseOperandList(Delimiter.PAREN);
    if (p.parseOptionalKeyword("vararg")) {
      p.parse("(");
      state.addAttribute("var_callee_type", new TypeAttr(p.parseType()));
      p.parse(")");
    }
    p.parseOptionalAttrDict(state);
    p.parse(":");
    List<UnresolvedOperand> operands = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    if (functionPointer != null) {
      types.add(p.parseType());
      p.parse(",");
      operands.add(functionPointer);
    }
    SourcePos typePos = p.currentPos();
    Type signature = p.parseType();
    if (!(signature instanceof FunctionType fn)) throw p.errorAt(typePos, "expected function type");
    operands.addAll(args);
    types.addAll(fn.inputs());
    if (fn.results().size() > 1) throw p.errorAt(typePos, "expected function with 0 or 1 result");
    state.operands.addAll(p.resolveOperands(operands, types, typePos));
    state.resultTypes.addAll(fn.results());
    state.addAttribute("operandSegmentSizes", DenseArrayAttr.ofI32(operands.size(), 0));
    if (state.attribute("fastmathFlags") == null) state.addAttribute("fastmathFlags", LlvmFastmathAttr.NONE);
    if (state.attribute("op_bundle_sizes") == null) state.addAttribute("op_bundle_sizes", DenseArrayAttr.ofI32());
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    String cconv = ((LlvmEnumAttr) op.attr("CConv")).value();
    if (!cconv.equals("ccc")) p.print(cconv).print(" ");
    String tail = ((LlvmEnumAttr) op.attr("TailCallKind")).value();
    if (!tail.equals("none")) p.print(tail).print(" ");
    LlvmCallOp call = LlvmCallOp.match(op);
    List<Value> all = op.operandGroup("callee_operands");
    if (call.callee() != null) p.printSymbolName(call.callee());
    else p.printOperand(all.get(0));
    p.print("(");
    p.printOperands(call.arguments());
    p.print(")");
    if (op.attr("var_callee_type") instanceof TypeAttr t) {
      p.print(" vararg(");
      p.printType(t.type());
      p.print(")");
    }
    List<String> elided = new ArrayList<>(ELIDED);
    if (LlvmFastmathAttr.NONE.equals(op.attr("fastmathFlags"))) elided.add("fastmathFlags");
    p.printOptionalAttrDict(op, elided);
    p.print(" : ");
    if (call.callee() == null) {
      p.printType(all.get(0).type());
      p.print(", ");
    }
    List<Type> argTypes = call.arguments().stream().map(Value::type).toList();
    p.printType(new FunctionType(argTypes, op.resultTypes()));
  }
}
