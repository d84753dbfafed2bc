package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Argument;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code scf.for [unsigned] %i = %lb to %ub step %s [iter_args(%a = %init) -> (types)] [: type] { body }}:
 * the bound type defaults to index; an operand-less {@code scf.yield} may be omitted.
 */
final class ForSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    if (p.parseOptionalKeyword("unsigned")) state.addAttribute("unsignedCmp", UnitAttr.INSTANCE);
    // Upstream reads the induction variable as an operand, so a result number (%i#0) is accepted.
    UnresolvedOperand iv = p.parseOperand();
    Argument inductionVar = new Argument(new UnresolvedOperand(iv.name(), 0, iv.pos()), null, null, null);
    p.parse("=");
    UnresolvedOperand lb = p.parseOperand();
    p.parseKeyword("to");
    UnresolvedOperand ub = p.parseOperand();
    p.parseKeyword("step");
    UnresolvedOperand step = p.parseOperand();

    Assignments.Parsed iterArgs = new Assignments.Parsed(List.of(), List.of());
    if (p.parseOptionalKeyword("iter_args")) {
      iterArgs = Assignments.parse(p);
      p.parse("->");
      state.resultTypes.addAll(p.parseFunctionResultTypes());
    }
    if (iterArgs.arguments().size() != state.resultTypes.size()) {
      throw p.errorAtName(state, "mismatch in number of loop-carried values and defined values");
    }
    Type type = p.parseOptional(":") ? p.parseType() : IndexType.INSTANCE;

    state.operands.add(p.resolveOperand(lb, type));
    state.operands.add(p.resolveOperand(ub, type));
    state.operands.add(p.resolveOperand(step, type));
    List<Argument> regionArgs = new ArrayList<>();
    regionArgs.add(inductionVar.withType(type));
    for (int i = 0; i < iterArgs.arguments().size(); i++) {
      Type t = state.resultTypes.get(i);
      regionArgs.add(iterArgs.arguments().get(i).withType(t));
      state.operands.add(p.resolveOperand(iterArgs.initial().get(i), t));
    }

    Region body = state.addRegion();
    p.parseRegion(body, regionArgs);
    p.ensureTerminator(body, "scf.yield", state.location);
    p.parseOptionalAttrDict(state);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    Block body = op.region(0).entryBlock();
    Value iv = body.argument(0);
    p.print(" ");
    if (op.attr("unsignedCmp") != null) p.print("unsigned ");
    p.printOperand(iv);
    p.print(" = ");
    p.printOperand(op.operand(0));
    p.print(" to ");
    p.printOperand(op.operand(1));
    p.print(" step ");
    p.printOperand(op.operand(2));
    List<Value> inits = op.operands().subList(3, op.numOperands());
    Assignments.print(p, " iter_args", body.arguments().subList(1, body.numArguments()), inits);
    if (!inits.isEmpty()) {
      p.print(" -> (");
      p.printTypes(inits.stream().map(Value::type).toList());
      p.print(")");
    }
    p.print(" ");
    // Upstream prints a second space before a non-index bound type.
    if (!iv.type().isIndex()) {
      p.print(" : ");
      p.printType(iv.type());
      p.print(" ");
    }
    p.printRegion(op.region(0), false, !inits.isEmpty(), false);
    p.printOptionalAttrDict(op, List.of("unsignedCmp"));
  }
}
