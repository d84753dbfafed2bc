package dev.loomlir.dialects.scf;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import java.util.List;

/** {@code scf.if %c [-> (types)] { then } [else { else }]}, with implicit operand-less yields. */
final class IfSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    state.operands.add(p.resolveOperand(p.parseOperand(), IntegerType.I1));
    state.resultTypes.addAll(p.parseOptionalArrowTypeList());
    Region thenRegion = state.addRegion();
    Region elseRegion = state.addRegion();
    p.parseRegion(thenRegion, List.of());
    p.ensureTerminator(thenRegion, "scf.yield", state.location);
    if (p.parseOptionalKeyword("else")) {
      p.parseRegion(elseRegion, List.of());
      p.ensureTerminator(elseRegion, "scf.yield", state.location);
    }
    p.parseOptionalAttrDict(state);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    p.printOperand(op.operand(0));
    boolean printTerminators = op.numResults() > 0;
    if (printTerminators) {
      p.print(" -> (");
      p.printTypes(op.resultTypes());
      p.print(")");
    }
    p.print(" ");
    p.printRegion(op.region(0), false, printTerminators, false);
    if (!op.region(1).isEmpty()) {
      p.print(" else ");
      p.printRegion(op.region(1), false, printTerminators, false);
    }
    p.printOptionalAttrDict(op, List.of());
  }
}
