package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.SymbolTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What {@code llvm.mlir.global_ctors} and {@code llvm.mlir.global_dtors} share: a list of
 * functions, their priorities and per-entry data, declared and verified as upstream does.
 */
final class GlobalStructors {
  private GlobalStructors() {}

  /** The op {@code name} whose function list is the attribute {@code functions} ({@code ctors} or {@code dtors}). */
  static OpDef declare(String name, String functions) {
    return OpDef.op(name)
        .attr(functions, Attrs.ARRAY)
        .attr("priorities", Attrs.ARRAY)
        .attr("data", Attrs.ARRAY)
        .format("`" + functions + "` `=` $" + functions + " `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict")
        .verify(op -> verifyCounts(op, functions))
        .verifySymbolUses(op -> verifyFunctions(op, functions));
  }

  private static void verifyCounts(Operation op, String functions) {
    int n = elements(op, functions).size();
    if (elements(op, "priorities").size() != n || elements(op, "data").size() != n) {
      throw DiagnosticException.error(op, functions + ", priorities, and data must have the same number of elements");
    }
  }

  private static void verifyFunctions(Operation op, String functions) {
    for (Attribute f : elements(op, functions)) {
      String name = ((SymbolRefAttr) f).root();
      if (!LlvmFuncOp.is(SymbolTable.lookupNearest(op, name))) {
        throw DiagnosticException.opError(op, "'" + name + "' does not reference a valid LLVM function");
      }
    }
  }

  /** The functions' names, lowest priority first (equal priorities in list order), as they run. */
  static List<String> inRunOrder(Operation op, String functions) {
    List<Attribute> names = elements(op, functions), priorities = elements(op, "priorities");
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) order.add(i);
    order.sort(Comparator.comparingLong(i -> ((IntegerAttr) priorities.get(i)).value()));
    return order.stream().map(i -> ((SymbolRefAttr) names.get(i)).root()).toList();
  }

  private static List<Attribute> elements(Operation op, String name) {
    return ((ArrayAttr) op.attr(name)).elements();
  }
}
