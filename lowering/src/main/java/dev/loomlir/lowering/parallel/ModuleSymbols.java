package dev.loomlir.lowering.parallel;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolTable;

/**
 * Inserts new functions at the end of a module as MLIR's {@code SymbolTable::insert} does: a name
 * already taken gets the first free suffix {@code _0}, {@code _1}, ...
 */
final class ModuleSymbols {
  private ModuleSymbols() {}

  /** Appends {@code func} to {@code module}'s body under a unique name and returns that name. */
  static String insert(Operation module, Operation func) {
    String base = SymbolTable.symbolName(func);
    String name = base;
    for (int counter = 0; SymbolTable.lookupIn(module, name) != null; counter++) name = base + "_" + counter;
    func.setAttr("sym_name", new StringAttr(name));
    Block body = module.region(0).entryBlock();
    body.append(func);
    return name;
  }
}
