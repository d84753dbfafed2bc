package dev.loomlir.dialects.memref;

import dev.loomlir.dialect.Trait;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.StringAttr;

/** Symbol lookup from a user op: the nearest enclosing symbol table's op named {@code name}. */
final class Symbols {
  private Symbols() {}

  static Operation lookupNearest(Operation from, String name) {
    for (Operation table = from.parentOp(); table != null; table = table.parentOp()) {
      if (table.def() == null || !table.def().has(Trait.SYMBOL_TABLE)) continue;
      for (Region r : table.regions()) {
        for (Block b : r.blocks()) {
          for (Operation op : b) {
            if (op.attr("sym_name") instanceof StringAttr s && s.value().equals(name)) return op;
          }
        }
      }
      return null;
    }
    return null;
  }
}
