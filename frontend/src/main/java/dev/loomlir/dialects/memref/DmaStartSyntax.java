package dev.loomlir.dialects.memref;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.ArrayList;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * {@code memref.dma_start %src[..], %dst[..], %n, %tag[..] [, %stride, %perStride] : src, dst, tag}.
 * As upstream: no attribute dictionary is parsed (one is printed before the colon); a lone stride
 * operand and a type count other than three are errors at the op name; the types are not checked
 * here (a non-memref is the verifier's "expected ... to be of memref type").
 */
final class DmaStartSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    UnresolvedOperand src = p.parseOperand();
    List<UnresolvedOperand> srcIndices = p.parseOperandList(Delimiter.SQUARE);
    p.parse(",");
    UnresolvedOperand dst = p.parseOperand();
    List<UnresolvedOperand> dstIndices = p.parseOperandList(Delimiter.SQUARE);
    p.parse(",");
    UnresolvedOperand numElements = p.parseOperand();
    p.parse(",");
    UnresolvedOperand tag = p.parseOperand();
    List<UnresolvedOperand> tagIndices = p.parseOperandList(Delimiter.SQUARE);
    List<UnresolvedOperand> strideOperands = new ArrayList<>();
    while (p.parseOptional(",")) strideOperands.add(p.parseOperand());
    if (!strideOperands.isEmpty() && strideOperands.size() != 2) {
      throw p.errorAtName(state, "expected two stride related operands");
    }
    List<Type> types = p.parseColonTypeList();
    if (types.size() != 3) throw p.errorAtName(state, "fewer/more types expected");
    state.operands.add(p.resolveOperand(src, types.get(0)));
    state.operands.addAll(p.resolveOperands(srcIndices, IndexType.INSTANCE));
    state.operands.add(p.resolveOperand(dst, types.get(1)));
    state.operands.addAll(p.resolveOperands(dstIndices, IndexType.INSTANCE));
    state.operands.add(p.resolveOperand(numElements, IndexType.INSTANCE));
    state.operands.add(p.resolveOperand(tag, types.get(2)));
    state.operands.addAll(p.resolveOperands(tagIndices, IndexType.INSTANCE));
    state.operands.addAll(p.resolveOperands(strideOperands, IndexType.INSTANCE));
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    DmaStartOp dma = DmaStartOp.match(op);
    p.print(" ");
    p.printOperand(dma.srcMemRef());
    bracketed(p, dma.srcIndices());
    p.print(", ");
    p.printOperand(dma.dstMemRef());
    bracketed(p, dma.dstIndices());
    p.print(", ");
    p.printOperand(dma.numElements());
    p.print(", ");
    p.printOperand(dma.tagMemRef());
    bracketed(p, dma.tagIndices());
    if (dma.isStrided()) {
      p.print(", ");
      p.printOperands(List.of(dma.stride(), dma.numElementsPerStride()));
    }
    p.printOptionalAttrDict(op, List.of());
    p.print(" : ");
    p.printType(dma.srcMemRef().type());
    p.print(", ");
    p.printType(dma.dstMemRef().type());
    p.print(", ");
    p.printType(dma.tagMemRef().type());
  }

  private static void bracketed(OpAsmPrinter p, List<Value> indices) {
    p.print("[");
    p.printOperands(indices);
    p.print("]");
  }
}
