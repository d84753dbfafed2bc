package dev.loomlir.dialects.scf;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.UnitAttr;
import java.util.List;

/** {@code scf.execute_region [-> types] [no_inline] { blocks } [{attrs}]}. */
final class ExecuteRegionSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    state.resultTypes.addAll(p.parseOptionalArrowTypeList());
    if (p.parseOptionalKeyword("no_inline")) state.addAttribute("no_inline", UnitAttr.INSTANCE);
    p.parseRegion(state.addRegion(), List.of());
    p.parseOptionalAttrDict(state);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.printOptionalArrowTypeList(op.resultTypes());
    if (op.attr("no_inline") != null) p.print(" no_inline");
    p.print(" ");
    p.printRegion(op.region(0), false, true, false);
    p.printOptionalAttrDict(op, List.of("no_inline"));
  }
}
