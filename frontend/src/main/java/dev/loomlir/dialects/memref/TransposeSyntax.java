package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.List;

/** {@code memref.transpose %in (d0, d1) -> (d1, d0) {attrs} : type to type}: the permutation is a bare affine map. */
final class TransposeSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    UnresolvedOperand in = p.parseOperand();
    AffineMapAttr permutation = new AffineMapAttr(p.parseAffineMap());
    p.parseOptionalAttrDict(state);
    state.operands.add(p.resolveOperand(in, p.parseColonTypeOf(MemRefType.class, "builtin.memref")));
    p.parseKeyword("to");
    state.resultTypes.add(p.parseType());
    state.addAttribute("permutation", permutation);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    p.printOperand(op.operand(0));
    p.print(" " + ((AffineMapAttr) op.attr("permutation")).map());
    p.printOptionalAttrDict(op, List.of("permutation"));
    p.print(" : ");
    p.printType(op.operand(0).type());
    p.print(" to ");
    p.printType(op.result().type());
  }
}
