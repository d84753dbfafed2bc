package dev.loomlir.lowering.util;

import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolTable;
import java.util.HashSet;
import java.util.Set;

/**
 * Picks unique symbol names in one symbol table as MLIR's {@code SymbolTable::insert} does: the
 * name itself if free, else {@code name_N} with one counter shared by every name of the table.
 */
public final class SymbolNamer {
  private final Set<String> taken = new HashSet<>();
  private int counter;

  public SymbolNamer(Operation table) {
    if (table.numRegions() > 0 && !table.region(0).isEmpty()) {
      for (Operation child : table.region(0).entryBlock()) {
        String name = SymbolTable.symbolName(child);
        if (name != null) taken.add(name);
      }
    }
  }

  /** A free name derived from {@code base}, now reserved. */
  public String unique(String base) {
    String name = base;
    while (!taken.add(name)) name = base + "_" + counter++;
    return name;
  }

  /**
   * Appends {@code symbol} to the end of {@code table}'s body under a unique name and returns that
   * name, as a fresh MLIR {@code SymbolTable(table).insert(symbol)} does (the counter starts at 0).
   */
  public static String insert(Operation table, Operation symbol) {
    String name = new SymbolNamer(table).unique(SymbolTable.symbolName(symbol));
    symbol.setAttr("sym_name", new StringAttr(name));
    table.region(0).entryBlock().append(symbol);
    return name;
  }
}
