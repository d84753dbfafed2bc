package dev.loomlir.dialects.affine;

import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import java.util.List;

/**
 * {@code affine.min #map(%d)[%s]} and {@code affine.max}: as {@code affine.apply}, but the
 * operand counts are left to the verifier and there is always one result.
 */
final class MinMaxSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    state.addAttribute("map", AffineSyntax.parseMapAttr(p));
    AffineSyntax.DimsAndSymbols operands = AffineSyntax.parseDimsAndSymbols(p);
    p.parseOptionalAttrDict(state);
    state.operands.addAll(operands.resolve(p));
    state.resultTypes.add(IndexType.INSTANCE);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    AffineMapAttr map = (AffineMapAttr) op.attr("map");
    p.print(" ");
    p.printAttribute(map);
    // As upstream: the bracketed symbols follow whenever there are more operands than dimensions.
    AffineSyntax.printDimsAndSymbols(p, op.operands(), Math.min(map.map().numDims(), op.numOperands()));
    p.printOptionalAttrDict(op, List.of("map"));
  }
}
