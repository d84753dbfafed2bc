package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code llvm.getelementptr [inbounds|nuw] %base[%i, 1] attr-dict : (types) -> type, elem_type},
 * as upstream's assembly format with {@code custom<GEPIndices>}.
 */
final class GEPSyntax implements CustomSyntax {
  private static final List<String> FLAG_KEYWORDS = List.of("inbounds", "nusw", "nuw");
  private static final List<String> ELIDED = List.of("elem_type", "noWrapFlags", "rawConstantIndices");

  @Override public void parse(OpAsmParser p, OperationState state) {
    int flags = 0;
    String kw = p.parseOptionalKeywordOf(FLAG_KEYWORDS);
    while (kw != null) {
      flags |= switch (kw) {
        case "inbounds" -> 3;
        case "nusw" -> 2;
        default -> 4;
      };
      kw = p.parseOptional("|") ? p.parseOptionalKeywordOf(FLAG_KEYWORDS) : null;
    }
    UnresolvedOperand base = p.parseOperand();
    List<UnresolvedOperand> dynamic = new ArrayList<>();
    List<Long> raw = new ArrayList<>();
    p.parse("[");
    if (!p.parseOptional("]")) {
      do {
        Long constant = p.parseOptionalInteger();
        if (constant != null) {
          raw.add(constant);
        } else {
          dynamic.add(p.parseOperand());
          raw.add((long) GEPOp.DYNAMIC_INDEX);
        }
      } while (p.parseOptional(","));
      p.parse("]");
    }
    p.parseOptionalAttrDict(state);
    p.parse(":");
    SourcePos typePos = p.currentPos();
    Type fnType = p.parseType();
    if (!(fnType instanceof FunctionType fn)) throw p.errorAt(typePos, "invalid kind of type specified");
    p.parse(",");
    Type elemType = p.parseType();
    List<UnresolvedOperand> all = new ArrayList<>();
    all.add(base);
    all.addAll(dynamic);
    state.operands.addAll(p.resolveOperands(all, fn.inputs(), typePos));
    state.resultTypes.addAll(fn.results());
    state.addAttribute("elem_type", new TypeAttr(elemType));
    state.addAttribute("noWrapFlags", IntegerAttr.of(flags, IntegerType.I32));
    state.addAttribute("rawConstantIndices", DenseArrayAttr.ofI32(raw.stream().mapToInt(Long::intValue).toArray()));
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    int flags = (int) ((IntegerAttr) op.attr("noWrapFlags")).value();
    if (flags != 0) p.print(" ").print(LlvmAttrs.GEP_NO_WRAP.print(flags));
    p.print(" ");
    p.printOperand(op.operand(0));
    p.print("[");
    long[] raw = ((DenseArrayAttr) op.attr("rawConstantIndices")).ints();
    int next = 1;
    for (int i = 0; i < raw.length; i++) {
      if (i > 0) p.print(", ");
      if (raw[i] == GEPOp.DYNAMIC_INDEX) p.printOperand(op.operand(next++));
      else p.print(raw[i]);
    }
    p.print("]");
    p.printOptionalAttrDict(op, ELIDED);
    p.print(" : ");
    p.printFunctionalType(op);
    p.print(", ");
    Attribute elem = op.attr("elem_type");
    p.printType(((TypeAttr) elem).type());
  }
}
