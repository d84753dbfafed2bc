package dev.loomlir.dialects.builtin;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SymbolTable;
import java.util.List;

/** {@code module @name attributes {...} { ... }}: ODS's {@code ($sym_name^)? attr-dict-with-keyword $bodyRegion}. */
final class ModuleSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    String name = p.parseOptionalSymbolName();
    if (name != null) state.addAttribute("sym_name", new dev.loomlir.ir.StringAttr(name));
    p.parseOptionalAttrDictWithKeyword(state);
    Region body = state.addRegion();
    p.parseRegion(body, List.of());
    // A module always has its one block, even when written `{}`.
    if (body.isEmpty()) body.addBlock();
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    String name = SymbolTable.symbolName(op);
    if (name != null) {
      p.print(" ");
      p.printSymbolName(name);
    }
    p.printOptionalAttrDictWithKeyword(op, List.of("sym_name"));
    p.print(" ");
    p.printRegion(op.region(0), false, false, false);
  }
}
