package dev.loomlir.lowering.parallel;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * MLIR's {@code getUsedValuesDefinedAbove}: the values used inside a region but defined outside
 * it, in the order a post-order walk of the region first uses them.
 */
final class ValuesDefinedAbove {
  private ValuesDefinedAbove() {}

  static List<Value> of(Region region) {
    Set<Value> found = new LinkedHashSet<>();
    for (Block block : region.blocks()) {
      for (Operation op : block) {
        op.walkPostOrder(nested -> collect(nested, region, found));
        collect(op, region, found);
      }
    }
    return new ArrayList<>(found);
  }

  private static void collect(Operation op, Region region, Set<Value> found) {
    for (Value operand : op.operands()) {
      Block def = operand.parentBlock();
      Region defRegion = def == null ? null : def.parentRegion();
      if (defRegion == null || !region.isAncestorOf(defRegion)) found.add(operand);
    }
  }
}
