package dev.loomlir.lowering.parallel;

import dev.loomlir.dialect.Trait;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.lowering.analysis.SideEffects;
import dev.loomlir.lowering.parallel.ArithFolder.Folded;
import dev.loomlir.lowering.parallel.ArithFolder.ToConstant;
import dev.loomlir.lowering.parallel.ArithFolder.ToValue;
import dev.loomlir.lowering.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What MLIR's greedy pattern driver does besides applying patterns, which upstream's
 * {@code async-parallel-for} and linalg-to-loops passes run their rewrites in: ops are folded
 * ({@link ArithFolder}), trivially dead ops erased, and constants uniqued and hoisted to the start
 * of the entry block of the closest region isolated from above, until nothing changes.
 * Constants end up in the order they were first met, not in the driver's worklist order.
 */
public final class GreedyFolder {
  private final OpBuilder builder = new OpBuilder();
  private final Set<Operation> erased = new HashSet<>();

  /** Simplifies everything nested in {@code root}. */
  public static void run(Operation root) {
    new GreedyFolder().simplify(root);
  }

  private void simplify(Operation root) {
    boolean changed = true;
    for (int round = 0; changed && round < 100; round++) {
      changed = foldAndEraseDead(root);
      changed |= hoistConstants(root);
    }
  }

  private boolean foldAndEraseDead(Operation root) {
    List<Operation> ops = new ArrayList<>();
    root.walkPostOrder(ops::add);
    erased.clear();
    boolean changed = false;
    // Reverse post-order erases users before the values they use, so chains of dead ops go at once.
    for (int i = ops.size() - 1; i >= 0; i--) {
      Operation op = ops.get(i);
      if (erased.contains(op) || op.parentBlock() == null) continue;
      if (SideEffects.isTriviallyDead(op)) {
        erase(op);
        changed = true;
        continue;
      }
      changed |= ArithFolder.moveConstantsRight(op);
      if (op.is("arith.constant")) continue;
      Folded folded = ArithFolder.fold(op);
      if (folded == null) continue;
      switch (folded) {
        case ToValue v -> op.result().replaceAllUsesWith(v.value());
        case ToConstant c -> {
          builder.setInsertionPointBefore(op);
          op.result().replaceAllUsesWith(builder.constant(op.location(), c.value(), op.result().type()).result());
        }
      }
      erase(op);
      changed = true;
    }
    return changed;
  }

  private void erase(Operation op) {
    op.walk(erased::add);
    op.erase();
  }

  private record ConstantKey(Attribute value, Object type) {}

  /** Uniques the constants of each isolated region and moves them to the start of its entry block. */
  private boolean hoistConstants(Operation root) {
    List<Operation> constants = new ArrayList<>();
    root.walk(op -> {
      if (op != root && op.is("arith.constant")) constants.add(op);
    });
    boolean changed = false;
    Map<Block, Map<ConstantKey, Operation>> known = new HashMap<>();
    Map<Block, Operation> lastPlaced = new HashMap<>();
    for (Operation constant : constants) {
      Block entry = insertionBlock(constant);
      if (entry == null) continue;
      ConstantKey key = new ConstantKey(constant.attr("value"), constant.result().type());
      Map<ConstantKey, Operation> inBlock = known.computeIfAbsent(entry, b -> new HashMap<>());
      Operation existing = inBlock.get(key);
      if (existing != null) {
        constant.result().replaceAllUsesWith(existing.result());
        constant.erase();
        changed = true;
        continue;
      }
      inBlock.put(key, constant);
      Operation anchor = lastPlaced.get(entry);
      Operation expectedPosition = anchor == null ? entry.first() : anchor.next();
      if (expectedPosition != constant) {
        if (anchor == null) entry.insertBefore(entry.first(), constant);
        else entry.insertAfter(anchor, constant);
        changed = true;
      }
      lastPlaced.put(entry, constant);
    }
    return changed;
  }

  /** The entry block of the closest enclosing region whose op is isolated from above (or top level). */
  private static Block insertionBlock(Operation op) {
    for (Region region = op.parentRegion(); region != null; ) {
      Operation parent = region.parentOp();
      if (parent == null) return null;
      if (parent.parentBlock() == null || (parent.def() != null && parent.def().has(Trait.ISOLATED_FROM_ABOVE))) {
        return region.entryBlock();
      }
      region = parent.parentRegion();
    }
    return null;
  }
}
