package dev.loomlir.dialects.memref;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.List;

/**
 * {@code memref.prefetch %m[%i, %j], read|write, locality<0..3>, data|instr : memref<...>}. As
 * upstream, the parser takes no attribute dictionary while the printer prints one (before the
 * colon); the specifiers are checked once the whole op has been read, errors at the op name.
 */
final class PrefetchSyntax implements CustomSyntax {
  private static final List<String> ELIDED = List.of("localityHint", "isWrite", "isDataCache");

  @Override public void parse(OpAsmParser p, OperationState state) {
    UnresolvedOperand memref = p.parseOperand();
    List<UnresolvedOperand> indices = p.parseOperandList(Delimiter.SQUARE);
    p.parse(",");
    String readOrWrite = p.parseKeywordAny();
    p.parse(",");
    p.parseKeyword("locality");
    p.parse("<");
    state.addAttribute("localityHint", p.parseAttribute(IntegerType.I32));
    p.parse(">");
    p.parse(",");
    String cacheType = p.parseKeywordAny();
    state.operands.add(p.resolveOperand(memref, p.parseColonTypeOf(MemRefType.class, "builtin.memref")));
    state.operands.addAll(p.resolveOperands(indices, IndexType.INSTANCE));
    if (!readOrWrite.equals("read") && !readOrWrite.equals("write")) {
      throw p.errorAtName(state, "rw specifier has to be 'read' or 'write'");
    }
    state.addAttribute("isWrite", IntegerAttr.bool(readOrWrite.equals("write")));
    if (!cacheType.equals("data") && !cacheType.equals("instr")) {
      throw p.errorAtName(state, "cache type has to be 'data' or 'instr'");
    }
    state.addAttribute("isDataCache", IntegerAttr.bool(cacheType.equals("data")));
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    p.printOperand(op.operand(0));
    p.print("[");
    p.printOperands(op.operands().subList(1, op.numOperands()));
    p.print("], " + (flag(op, "isWrite") ? "write" : "read") + ", locality<");
    p.print(op.attr("localityHint") instanceof IntegerAttr hint ? hint.valueString() : String.valueOf(op.attr("localityHint")));
    p.print(">, " + (flag(op, "isDataCache") ? "data" : "instr"));
    p.printOptionalAttrDict(op, ELIDED);
    p.print(" : ");
    p.printType(op.operand(0).type());
  }

  private static boolean flag(Operation op, String name) {
    return op.attr(name) instanceof IntegerAttr a && a.boolValue();
  }
}
