package dev.loomlir.dialects.memref;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import java.util.List;

/** {@code memref.alloca_scope -> (f32) { ... } {attrs}}: optional result types, the body, then attributes. */
final class AllocaScopeSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    state.resultTypes.addAll(p.parseOptionalArrowTypeList());
    Region body = state.addRegion();
    p.parseRegion(body, List.of());
    p.ensureTerminator(body, "memref.alloca_scope.return", state.location);
    p.parseOptionalAttrDict(state);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    // Upstream prints a space, then " -> (types)" when there are results: hence two spaces before the region.
    p.print(" ");
    if (op.numResults() > 0) {
      p.print(" -> (");
      p.printTypes(op.resultTypes());
      p.print(")");
    }
    p.print(" ");
    p.printRegion(op.region(0), false, op.numResults() > 0, false);
    p.printOptionalAttrDict(op, List.of());
  }
}
