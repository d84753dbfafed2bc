package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Argument;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SourcePos;
import java.util.ArrayList;
import java.util.List;

/** {@code scf.while [(%a = %init, ...)] : (types) -> types { before } do { after } [attributes {...}]}. */
final class WhileSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    Assignments.Parsed inits = Assignments.parseOptional(p);
    if (inits == null) inits = new Assignments.Parsed(List.of(), List.of());
    SourcePos typePos = p.currentPos(); // upstream's typeLoc: the colon
    FunctionType type = p.parseColonTypeOf(FunctionType.class, "builtin.function");
    state.resultTypes.addAll(type.results());
    if (type.inputs().size() != inits.initial().size()) {
      throw p.errorAt(typePos, "expected as many input types as operands (expected " + inits.initial().size()
          + " got " + type.inputs().size() + ")");
    }
    state.operands.addAll(p.resolveOperands(inits.initial(), type.inputs(), p.currentPos()));
    List<Argument> beforeArgs = new ArrayList<>();
    for (int i = 0; i < inits.arguments().size(); i++) beforeArgs.add(inits.arguments().get(i).withType(type.inputs().get(i)));

    Region before = state.addRegion();
    Region after = state.addRegion();
    p.parseRegion(before, beforeArgs);
    p.parseKeyword("do");
    p.parseRegion(after, List.of());
    p.parseOptionalAttrDictWithKeyword(state);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    Region before = op.region(0);
    if (!before.isEmpty()) Assignments.print(p, " ", before.entryBlock().arguments(), op.operands());
    p.print(" : ");
    p.printFunctionalType(op);
    p.print(" ");
    p.printRegion(before, false, true, false);
    p.print(" do ");
    p.printRegion(op.region(1));
    p.printOptionalAttrDictWithKeyword(op, List.of());
  }
}
