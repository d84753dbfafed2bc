package dev.loomlir.dialects.builtin;

import dev.loomlir.dialect.Trait;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.StringAttr;

/** Symbol lookups as MLIR's {@code SymbolTable}: by name, in the nearest enclosing symbol table. */
public final class Symbols {
  private Symbols() {}

  /** The {@code sym_name} of a symbol op, or null. */
  public static String nameOf(Operation op) {
    Attribute a = op.attr("sym_name");
    return a instanceof StringAttr s ? s.value() : null;
  }

  /** The closest ancestor of {@code from} (excluding itself) that is a symbol table, or null. */
  public static Operation nearestSymbolTable(Operation from) {
    for (Operation p = from.parentOp(); p != null; p = p.parentOp()) {
      if (p.def() != null && p.def().has(Trait.SYMBOL_TABLE)) return p;
    }
    return null;
  }

  /** The op named {@code name} directly inside {@code table}, or null. */
  public static Operation lookupIn(Operation table, String name) {
    for (Region r : table.regions()) {
      for (Block b : r.blocks()) {
        for (Operation op : b) if (name.equals(nameOf(op))) return op;
      }
    }
    return null;
  }

  /** Resolves a flat symbol reference from {@code from}, as {@code lookupNearestSymbolFrom}. */
  public static Operation lookupNearest(Operation from, String name) {
    Operation table = nearestSymbolTable(from);
    return table == null ? null : lookupIn(table, name);
  }
}
