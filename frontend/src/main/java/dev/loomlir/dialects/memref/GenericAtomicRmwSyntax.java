package dev.loomlir.dialects.memref;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.List;

/** {@code memref.generic_atomic_rmw %m[%i] : memref<10xf32> { ^bb0(%cur: f32): ... }}; the result type is the element type. */
final class GenericAtomicRmwSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    UnresolvedOperand memref = p.parseOperand();
    List<UnresolvedOperand> indices = p.parseOperandList(Delimiter.SQUARE);
    p.parse(":");
    var typePos = p.currentPos();
    Type type = p.parseType();
    if (!(type instanceof MemRefType memrefType)) throw p.errorAt(typePos, "expected memref type");
    state.operands.add(p.resolveOperand(memref, type));
    state.operands.addAll(p.resolveOperands(indices, IndexType.INSTANCE));
    p.parseRegion(state.addRegion(), List.of());
    p.parseOptionalAttrDict(state);
    state.resultTypes.add(memrefType.elementType());
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    p.printOperand(op.operand(0));
    p.print("[");
    p.printOperands(op.operands().subList(1, op.numOperands()));
    p.print("] : ");
    p.printType(op.operand(0).type());
    p.print(" ");
    p.printRegion(op.region(0));
    p.printOptionalAttrDict(op, List.of());
  }
}
