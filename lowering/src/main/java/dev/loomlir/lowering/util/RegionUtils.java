package dev.loomlir.lowering.util;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.OpCloner;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Region helpers of MLIR's {@code RegionUtils.h}. */
public final class RegionUtils {
  private RegionUtils() {}

  /** True when {@code value} is defined outside {@code region} (it is "captured" by it). */
  public static boolean isDefinedAbove(Value value, Region region) {
    Block def = value.parentBlock();
    Region defining = def == null ? null : def.parentRegion();
    return defining == null || !region.isAncestorOf(defining);
  }

  /**
   * MLIR's {@code getUsedValuesDefinedAbove}: the values used inside {@code region} but defined
   * outside it, in the order a post-order walk of the region (nested ops before their parents)
   * first uses them.
   */
  public static List<Value> valuesDefinedAbove(Region region) {
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
      if (isDefinedAbove(operand, region)) found.add(operand);
    }
  }

  /** MLIR's {@code replaceAllUsesInRegionWith}: redirects the uses of {@code from} inside {@code region} to {@code to}. */
  public static void replaceUsesInRegion(Value from, Value to, Region region) {
    for (var use : new ArrayList<>(from.uses())) {
      Block b = use.owner().parentBlock();
      if (b != null && region.isAncestorOf(b.parentRegion())) use.set(to);
    }
  }

  /**
   * Upstream's {@code cloneConstantsIntoTheRegion}: every constant-like op whose result
   * {@code region} captures is cloned at the start of its entry block, and the region's uses are
   * redirected to the clone.
   */
  public static void cloneConstantsIntoRegion(Region region, OpRegistry ops) {
    OpBuilder b = new OpBuilder(ops).setInsertionPointToStart(region.entryBlock());
    for (Value captured : valuesDefinedAbove(region)) {
      Operation def = captured.definingOp();
      if (def == null || def.def() == null || !def.def().has(Trait.CONSTANT_LIKE)) continue;
      Operation clone = new OpCloner().cloneInto(b, def);
      replaceUsesInRegion(captured, clone.result(), region);
    }
  }
}
