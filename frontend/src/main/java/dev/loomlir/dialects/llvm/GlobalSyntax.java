package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.UnitAttr;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code llvm.mlir.global [linkage] [visibility] [thread_local] [unnamed_addr] [constant] @name(value)
 * attr-dict [: type] [initializer region]}, as upstream's: the linkage is always printed, the type
 * is left out for a string (an {@code !llvm.array<N x i8>} of its length).
 */
final class GlobalSyntax implements CustomSyntax {
  private static final List<String> ELIDED = List.of("sym_name", "global_type", "constant", "value", "linkage",
      "unnamed_addr", "thread_local_", "visibility_", "comdat");

  @Override public void parse(OpAsmParser p, OperationState state) {
    String linkage = p.parseOptionalKeywordOf(LlvmAttrs.LINKAGES);
    state.addAttribute("linkage", new LlvmEnumAttr(LlvmEnumAttr.LINKAGE, linkage == null ? "external" : linkage));
    String visibility = p.parseOptionalKeywordOf(List.of("hidden", "protected"));
    state.addAttribute("visibility_", IntegerAttr.of(visibility == null ? 0 : LlvmFuncSyntax.VISIBILITIES.indexOf(visibility),
        IntegerType.I64));
    if (p.parseOptionalKeyword("thread_local")) state.addAttribute("thread_local_", UnitAttr.INSTANCE);
    String unnamed = p.parseOptionalKeywordOf(List.of("local_unnamed_addr", "unnamed_addr"));
    state.addAttribute("unnamed_addr", IntegerAttr.of(unnamed == null ? 0 : LlvmFuncSyntax.UNNAMED_ADDRS.indexOf(unnamed),
        IntegerType.I64));
    if (p.parseOptionalKeyword("constant")) state.addAttribute("constant", UnitAttr.INSTANCE);
    state.addAttribute("sym_name", new StringAttr(p.parseSymbolName()));
    p.parse("(");
    Attribute value = null;
    if (!p.parseOptional(")")) {
      value = p.parseAttribute();
      state.addAttribute("value", value);
      p.parse(")");
    }
    p.parseOptionalAttrDict(state);
    if (state.attribute("addr_space") == null) state.addAttribute("addr_space", IntegerAttr.of(0, IntegerType.I32));
    SourcePos typePos = p.currentPos();
    Type type = null;
    if (p.parseOptional(":")) type = p.parseType();
    Region initializer = state.addRegion();
    if (type != null) p.parseOptionalRegion(initializer, List.of());
    if (type == null) {
      if (!(value instanceof StringAttr s)) throw p.errorAt(typePos, "type can only be omitted for string globals");
      type = new LlvmArrayType(s.value().getBytes(StandardCharsets.UTF_8).length, IntegerType.I8);
    }
    state.addAttribute("global_type", new TypeAttr(type));
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    GlobalOp g = GlobalOp.match(op);
    p.print(" ").print(((LlvmEnumAttr) op.attr("linkage")).value()).print(" ");
    int visibility = (int) ((IntegerAttr) op.attr("visibility_")).value();
    if (visibility != 0) p.print(LlvmFuncSyntax.VISIBILITIES.get(visibility)).print(" ");
    if (op.attr("thread_local_") != null) p.print("thread_local ");
    int unnamed = (int) ((IntegerAttr) op.attr("unnamed_addr")).value();
    if (unnamed != 0) p.print(LlvmFuncSyntax.UNNAMED_ADDRS.get(unnamed)).print(" ");
    if (g.isConstant()) p.print("constant ");
    p.printSymbolName(SymbolTable.symbolName(op));
    p.print("(");
    if (g.value() != null) p.printAttribute(g.value());
    p.print(")");
    p.printOptionalAttrDict(op, ELIDED);
    if (g.value() instanceof StringAttr) return;
    p.print(" : ");
    p.printType(g.globalType());
    Region initializer = op.region(0);
    if (!initializer.isEmpty()) {
      p.print(" ");
      p.printRegion(initializer, false, true, false);
    }
  }
}
