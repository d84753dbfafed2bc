package dev.loomlir.ir;

/** Symbol lookup as MLIR defines it: symbols are ops with a {@code sym_name} inside ops that are symbol tables. */
public final class SymbolTable {
  private SymbolTable() {}

  public static boolean isSymbolTable(Operation op) {
    return op.def() != null && op.def().has(Trait.SYMBOL_TABLE);
  }

  /** The symbol name of {@code op}, or null if it defines none. */
  public static String symbolName(Operation op) {
    return op.attr("sym_name") instanceof StringAttr s ? s.value() : null;
  }

  /** The closest ancestor (excluding {@code op}) that is a symbol table. */
  public static Operation nearestSymbolTable(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) if (isSymbolTable(p)) return p;
    return null;
  }

  /** The op directly inside {@code table} whose symbol name is {@code name}, or null. */
  public static Operation lookupIn(Operation table, String name) {
    if (table.numRegions() == 0 || table.region(0).isEmpty()) return null;
    for (Operation child : table.region(0).entryBlock()) {
      if (name.equals(symbolName(child))) return child;
    }
    return null;
  }

  /** Resolves a flat symbol name from the symbol table nearest to {@code from}. */
  public static Operation lookupNearest(Operation from, String name) {
    Operation table = nearestSymbolTable(from);
    return table == null ? null : lookupIn(table, name);
  }

  /** Resolves a (possibly nested) reference from the symbol table nearest to {@code from}. */
  public static Operation lookupNearest(Operation from, SymbolRefAttr ref) {
    Operation table = isSymbolTable(from) ? from : nearestSymbolTable(from);
    while (table != null) {
      Operation found = lookupIn(table, ref.root());
      if (found != null) {
        for (String n : ref.nested()) {
          if (found == null || !isSymbolTable(found)) return null;
          found = lookupIn(found, n);
        }
        return found;
      }
      // Flat references only resolve in the nearest table, as in MLIR.
      return null;
    }
    return null;
  }
}
