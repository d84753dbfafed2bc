package dev.loomlir.dialects.func;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.List;

/**
 * {@code %f(%a, %b) : (i32, i32) -> i64}: upstream's format
 * {@code $callee `(` $callee_operands `)` attr-dict `:` type($callee)}, where the argument and
 * result types follow from the callee's function type (a list-valued {@code TypesMatchWith}).
 */
final class CallIndirectSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    UnresolvedOperand callee = p.parseOperand();
    SourcePos argsPos = p.currentPos();
    List<UnresolvedOperand> args = p.parseOperandList(Delimiter.PAREN);
    p.parseOptionalAttrDict(state);
    p.parse(":");
    FunctionType fn = p.parseTypeOf(FunctionType.class, "builtin.function");
    state.operands.add(p.resolveOperand(callee, fn));
    state.operands.addAll(p.resolveOperands(args, fn.inputs(), argsPos));
    state.resultTypes.addAll(fn.results());
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    p.printOperand(op.operand(0));
    p.print("(");
    p.printOperands(op.operands().subList(1, op.numOperands()));
    p.print(")");
    p.printOptionalAttrDict(op, List.of());
    p.print(" : ");
    p.printType(op.operand(0).type());
  }
}
