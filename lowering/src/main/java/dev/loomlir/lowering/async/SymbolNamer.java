package dev.loomlir.lowering.async;

import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolTable;
import java.util.HashSet;
import java.util.Set;

/**
 * Picks unique symbol names in one symbol table as MLIR's {@code SymbolTable::insert} does: the
 * name itself if free, else {@code name_N} with one counter shared by every name of the table.
 */
final class SymbolNamer {
  private final Set<String> taken = new HashSet<>();
  private int counter;

  SymbolNamer(Operation table) {
    if (table.numRegions() > 0 && !table.region(0).isEmpty()) {
      for (Operation child : table.region(0).entryBlock()) {
        String name = SymbolTable.symbolName(child);
        if (name != null) taken.add(name);
      }
    }
  }

  /** A free name derived from {@code base}, now reserved. */
  String unique(String base) {
    String name = base;
    while (!taken.add(name)) name = base + "_" + counter++;
    return name;
  }
}
