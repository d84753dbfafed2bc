package dev.loomlir.lowering.driver;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.analysis.SideEffects;
import dev.loomlir.dialects.cf.BranchEdits;
import dev.loomlir.rewrite.PatternRewriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The CFG clean-up the greedy driver runs after each round (upstream's {@code simplifyRegions}
 * at the "normal" level): erase blocks unreachable from their region's entry, then a liveness
 * based dead-code elimination that also drops unused arguments of non-entry blocks together
 * with the operands branches forward to them.
 */
public final class RegionSimplifier {
  private final PatternRewriter rewriter;

  public RegionSimplifier(PatternRewriter rewriter) { this.rewriter = rewriter; }

  public boolean simplify(List<Region> regions) {
    boolean erasedBlocks = eraseUnreachableBlocks(regions);
    boolean erasedOps = runRegionDce(regions);
    return erasedBlocks || erasedOps;
  }

  // ---- unreachable blocks ----

  private boolean eraseUnreachableBlocks(List<Region> regions) {
    boolean erased = false;
    List<Region> worklist = new ArrayList<>(regions);
    while (!worklist.isEmpty()) {
      Region region = worklist.remove(worklist.size() - 1);
      if (region.isEmpty()) continue;
      Set<Block> reachable = reachableBlocks(region);
      List<Block> dead = new ArrayList<>();
      for (Block block : region.blocks()) {
        if (!reachable.contains(block)) {
          dead.add(block);
          continue;
        }
        for (Operation op : block) worklist.addAll(op.regions());
      }
      // Dead blocks may use each other's values: drop every use first.
      for (Block block : dead) block.dropAllReferences();
      for (Block block : dead) rewriter.eraseBlock(block);
      erased |= !dead.isEmpty();
    }
    return erased;
  }

  private static Set<Block> reachableBlocks(Region region) {
    Set<Block> seen = identitySet();
    List<Block> stack = new ArrayList<>(List.of(region.entryBlock()));
    seen.add(region.entryBlock());
    while (!stack.isEmpty()) {
      Block b = stack.remove(stack.size() - 1);
      for (Block s : b.successors()) if (seen.add(s)) stack.add(s);
    }
    return seen;
  }

  // ---- liveness-based dead code elimination ----

  private final Set<Object> live = identitySet();
  private boolean liveChanged;

  private boolean runRegionDce(List<Region> regions) {
    live.clear();
    do {
      liveChanged = false;
      for (Region r : regions) propagateLiveness(r);
    } while (liveChanged);
    return deleteDeadness(regions);
  }

  private void markLive(Object o) {
    if (live.add(o)) liveChanged = true;
  }

  private void propagateLiveness(Region region) {
    if (region.isEmpty()) return;
    for (Block block : postOrder(region)) {
      for (Operation op = block.last(); op != null; op = op.prev()) propagateLiveness(op);
      if (block == region.entryBlock()) continue;
      for (BlockArgument arg : block.arguments()) if (!live.contains(arg)) processValue(arg);
    }
  }

  private void propagateLiveness(Operation op) {
    for (Region r : op.regions()) propagateLiveness(r);
    if (isTerminator(op)) {
      markLive(op);
      // A successor argument fed by a branch we cannot edit must stay.
      if (!BranchEdits.isUnderstood(op)) {
        for (Block s : op.successors()) for (BlockArgument a : s.arguments()) markLive(a);
      }
      return;
    }
    if (isLive(op)) return;
    if (!SideEffects.wouldBeTriviallyDead(op)) {
      markLive(op);
      return;
    }
    for (Value v : op.results()) processValue(v);
  }

  /** An op is live when marked so or when any of its results is. */
  private boolean isLive(Operation op) {
    if (live.contains(op)) return true;
    for (Value r : op.results()) if (live.contains(r)) return true;
    return false;
  }

  private void processValue(Value value) {
    for (OpOperand use : value.uses()) {
      if (isForwardedToDeadArgument(use)) continue;
      if (isLive(use.owner())) {
        markLive(value);
        return;
      }
    }
  }

  /** A branch operand counts as a use only if the block argument it feeds is live. */
  private boolean isForwardedToDeadArgument(OpOperand use) {
    Operation owner = use.owner();
    if (!isTerminator(owner) || !BranchEdits.isUnderstood(owner)) return false;
    for (int s = 0; s < owner.successors().size(); s++) {
      List<Integer> forwarded = BranchEdits.forwardedOperands(owner, s);
      int k = forwarded.indexOf(use.index());
      if (k >= 0) return !live.contains(owner.successor(s).argument(k));
    }
    return false;
  }

  private boolean deleteDeadness(List<Region> regions) {
    boolean erased = false;
    for (Region region : regions) {
      if (region.isEmpty()) continue;
      boolean singleBlock = region.blocks().size() == 1;
      for (Block block : postOrder(region)) {
        if (!singleBlock) erased |= eraseDeadSuccessorOperands(block.last());
        for (Operation op = block.last(); op != null; ) {
          Operation prev = op.prev();
          if (!isLive(op)) {
            // In graph regions dead ops may use each other in cycles.
            for (Value r : op.results()) {
              for (OpOperand u : new ArrayList<>(r.uses())) if (!isLive(u.owner())) u.owner().dropAllReferences();
            }
            rewriter.eraseOp(op);
            erased = true;
          } else {
            erased |= deleteDeadness(op.regions());
          }
          op = prev;
        }
      }
      for (Block block : region.blocks()) {
        if (block == region.entryBlock()) continue;
        for (int i = block.numArguments() - 1; i >= 0; i--) {
          if (!live.contains(block.argument(i))) {
            block.eraseArgument(i);
            erased = true;
          }
        }
      }
    }
    return erased;
  }

  private boolean eraseDeadSuccessorOperands(Operation terminator) {
    if (terminator == null || !BranchEdits.isUnderstood(terminator)) return false;
    boolean erased = false;
    for (int s = terminator.successors().size() - 1; s >= 0; s--) {
      Block succ = terminator.successor(s);
      int count = BranchEdits.forwardedOperands(terminator, s).size();
      for (int k = count - 1; k >= 0; k--) {
        if (!live.contains(succ.argument(k))) {
          BranchEdits.eraseForwardedOperand(terminator, s, k);
          erased = true;
        }
      }
    }
    if (erased) rewriter.modified(terminator);
    return erased;
  }

  private static boolean isTerminator(Operation op) {
    return op.isRegistered() ? op.def().has(Trait.TERMINATOR) : op.next() == null && !op.successors().isEmpty();
  }

  /** Blocks reachable from the entry, successors before predecessors. */
  private static List<Block> postOrder(Region region) {
    List<Block> order = new ArrayList<>();
    Set<Block> seen = identitySet();
    List<Block> stack = new ArrayList<>();
    List<Integer> next = new ArrayList<>();
    stack.add(region.entryBlock());
    next.add(0);
    seen.add(region.entryBlock());
    while (!stack.isEmpty()) {
      int top = stack.size() - 1;
      Operation t = stack.get(top).last();
      List<Block> succs = t == null ? List.of() : t.successors();
      int i = next.get(top);
      if (i < succs.size()) {
        next.set(top, i + 1);
        if (seen.add(succs.get(i))) {
          stack.add(succs.get(i));
          next.add(0);
        }
      } else {
        order.add(stack.remove(top));
        next.remove(top);
      }
    }
    return order;
  }

  private static <T> Set<T> identitySet() { return Collections.newSetFromMap(new IdentityHashMap<>()); }
}
