package dev.loomlir.lowering.transforms;

import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Trait;
import dev.loomlir.lowering.pass.Pass;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Upstream's {@code symbol-dce}: non-public symbols (functions, globals, ...) that no live op
 * references, directly or through other live symbols, are erased. The roots are every non-symbol
 * op of a symbol table and the symbols that cannot be discarded: public ones, and nested ones of
 * a table visible from outside (a table is hidden when it is the pass root without a parent, is
 * not a symbol, is private, or sits in a hidden table).
 */
public final class SymbolDcePass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(SymbolDcePass.class, "symbol-dce",
      "Eliminate dead symbols").factory(SymbolDcePass::new);

  @Override public void run(Operation root, PassContext context) {
    if (!SymbolTable.isSymbolTable(root)) {
      throw DiagnosticException.opError(root,
          " was scheduled to run under SymbolDCE, but does not define a symbol table");
    }
    Set<Operation> live = Collections.newSetFromMap(new IdentityHashMap<>());
    boolean hidden = root.parentOp() == null || !isSymbol(root) || isPrivate(root);
    computeLiveness(root, hidden, live);
    List<Operation> dead = new ArrayList<>();
    root.walk(table -> {
      if (!SymbolTable.isSymbolTable(table)) return;
      for (Block block : table.region(0).blocks()) {
        for (Operation op : block) if (isSymbol(op) && !live.contains(op)) dead.add(op);
      }
    });
    for (Operation op : dead) op.erase();
  }

  private static void computeLiveness(Operation table, boolean tableIsHidden, Set<Operation> live) {
    Deque<Operation> worklist = new ArrayDeque<>();
    for (Block block : table.region(0).blocks()) {
      for (Operation op : block) {
        if (!isSymbol(op)) worklist.push(op);
        else if (!isDiscardable(op, tableIsHidden) && live.add(op)) worklist.push(op);
      }
    }
    while (!worklist.isEmpty()) {
      Operation op = worklist.pop();
      if (SymbolTable.isSymbolTable(op)) {
        computeLiveness(op, tableIsHidden || !isSymbol(op) || isPrivate(op), live);
      } else {
        // Uses inside nested regions are looked at op by op, as if they were at the top level.
        for (Region r : op.regions()) {
          for (Block b : r.blocks()) for (Operation nested : b) if (nested.numRegions() > 0) worklist.push(nested);
        }
      }
      Operation parent = op.parentOp();
      if (parent == null || !SymbolTable.isSymbolTable(parent)) continue;
      if (holdsPotentiallyUnknownSymbolTable(op)) {
        throw new DiagnosticException(op.location(), "operation contains potentially unknown symbol table, "
            + "meaning that we can't reliable compute symbol uses");
      }
      forEachSymbolUse(op, ref -> {
        for (Operation resolved : resolveAll(parent, ref)) if (live.add(resolved)) worklist.push(resolved);
      });
    }
  }

  /** A symbol op; a named {@code builtin.module} is one too (its symbol name is optional upstream). */
  private static boolean isSymbol(Operation op) {
    if (!op.isRegistered()) return false;
    return op.def().has(Trait.SYMBOL) || (SymbolTable.isSymbolTable(op) && SymbolTable.symbolName(op) != null);
  }

  /** Upstream: (hidden table or private symbol) and {@code canDiscardOnUseEmpty}, by default "not public". */
  private static boolean isDiscardable(Operation symbol, boolean tableIsHidden) {
    return (tableIsHidden || isPrivate(symbol)) && symbol.attr("sym_visibility") instanceof StringAttr;
  }

  private static boolean isPrivate(Operation op) {
    return op.attr("sym_visibility") instanceof StringAttr s && s.value().equals("private");
  }

  /**
   * Upstream's {@code getSymbolUses} gives up on an op of an unknown dialect with one region, which
   * may be a symbol table whose uses it cannot see: {@code op} or an op nested in it outside nested
   * symbol tables. (Every op loomlir does not register is of a dialect it does not know.)
   */
  private static boolean holdsPotentiallyUnknownSymbolTable(Operation op) {
    if (!op.isRegistered() && op.numRegions() == 1) return true;
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) {
          if (!SymbolTable.isSymbolTable(nested) && holdsPotentiallyUnknownSymbolTable(nested)) return true;
        }
      }
    }
    return false;
  }

  /** Every symbol reference in the attributes of {@code op} and of the ops nested in it, except inside nested symbol tables. */
  private static void forEachSymbolUse(Operation op, Consumer<SymbolRefAttr> visitor) {
    for (Attribute a : op.properties().values()) visitAttribute(a, visitor);
    for (Attribute a : op.attributes().values()) visitAttribute(a, visitor);
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) if (!SymbolTable.isSymbolTable(nested)) forEachSymbolUse(nested, visitor);
      }
    }
  }

  private static void visitAttribute(Attribute a, Consumer<SymbolRefAttr> visitor) {
    // instanceof, not a pattern switch: that is an invokedynamic every opt run of the pass links
    // anew (docs/performance-notes.md, issue 18).
    if (a instanceof SymbolRefAttr ref) {
      visitor.accept(ref);
    } else if (a instanceof ArrayAttr array) {
      array.elements().forEach(e -> visitAttribute(e, visitor));
    } else if (a instanceof DictionaryAttr dict) {
      dict.entries().values().forEach(e -> visitAttribute(e, visitor));
    }
  }

  /** The symbols along a (possibly nested) reference, resolved from {@code table}; unknown ones are skipped. */
  private static List<Operation> resolveAll(Operation table, SymbolRefAttr ref) {
    List<Operation> resolved = new ArrayList<>();
    Operation current = SymbolTable.lookupIn(table, ref.root());
    if (current == null) return resolved;
    resolved.add(current);
    for (String name : ref.nested()) {
      if (!SymbolTable.isSymbolTable(current)) return List.of();
      current = SymbolTable.lookupIn(current, name);
      if (current == null) return List.of();
      resolved.add(current);
    }
    return resolved;
  }
}
