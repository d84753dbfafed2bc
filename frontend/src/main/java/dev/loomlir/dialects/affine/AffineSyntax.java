package dev.loomlir.dialects.affine;

import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerSetAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/** Pieces of syntax several affine ops share, as upstream's AffineOps.cpp helpers. */
final class AffineSyntax {
  private AffineSyntax() {}

  /** An attribute that must be an affine map ({@code #map} or inline). */
  static AffineMapAttr parseMapAttr(OpAsmParser p) {
    SourcePos pos = p.currentPos();
    if (p.parseAttribute() instanceof AffineMapAttr map) return map;
    throw p.errorAt(pos, "invalid kind of attribute specified");
  }

  /** An attribute that must be an integer set ({@code #set} or inline). */
  static IntegerSetAttr parseSetAttr(OpAsmParser p) {
    SourcePos pos = p.currentPos();
    if (p.parseAttribute() instanceof IntegerSetAttr set) return set;
    throw p.errorAt(pos, "invalid kind of attribute specified");
  }

  /** {@code (%d0, %d1)[%s0]}: the dimensions in parentheses, optional symbols in brackets. */
  record DimsAndSymbols(List<UnresolvedOperand> dims, List<UnresolvedOperand> symbols) {
    List<UnresolvedOperand> all() {
      List<UnresolvedOperand> l = new ArrayList<>(dims);
      l.addAll(symbols);
      return l;
    }

    /** Every operand resolved to {@code index}, dimensions first. */
    List<Value> resolve(OpAsmParser p) { return p.resolveOperands(all(), IndexType.INSTANCE); }
  }

  static DimsAndSymbols parseDimsAndSymbols(OpAsmParser p) {
    List<UnresolvedOperand> dims = p.parseOperandList(Delimiter.PAREN);
    List<UnresolvedOperand> symbols = p.parseOperandList(Delimiter.OPTIONAL_SQUARE);
    return new DimsAndSymbols(dims, symbols);
  }

  /** MLIR's {@code printDimAndSymbolList}: {@code (dims)} then {@code [symbols]} when there are any. */
  static void printDimsAndSymbols(OpAsmPrinter p, List<Value> operands, int numDims) {
    p.print("(");
    p.printOperands(operands.subList(0, numDims));
    p.print(")");
    if (operands.size() > numDims) {
      p.print("[");
      p.printOperands(operands.subList(numDims, operands.size()));
      p.print("]");
    }
  }
}
