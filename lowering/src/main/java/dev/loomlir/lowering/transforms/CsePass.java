package dev.loomlir.lowering.transforms;

import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DominatorTree;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.lowering.analysis.OperationKey;
import dev.loomlir.lowering.analysis.SideEffects;
import dev.loomlir.lowering.pass.Pass;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Upstream's {@code cse}: an op computing what a dominating op already computes is replaced by
 * it. Known ops live in a scoped table walked along the dominator tree of each region (a nested
 * region inherits its parent's scope, except under an op isolated from above). Only ops without
 * memory effects are merged; ops found trivially dead on the way are erased too.
 */
public final class CsePass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(CsePass.class, "cse",
      "Eliminate common sub-expressions").factory(CsePass::new);

  /** A stack of scopes; lookups search innermost first. */
  private static final class ScopedTable {
    private final Deque<Map<OperationKey, Operation>> scopes = new ArrayDeque<>();

    void push() { scopes.push(new HashMap<>()); }

    void pop() { scopes.pop(); }

    Operation lookup(OperationKey key) {
      for (Map<OperationKey, Operation> scope : scopes) {
        Operation found = scope.get(key);
        if (found != null) return found;
      }
      return null;
    }

    void insert(OperationKey key, Operation op) { scopes.peek().put(key, op); }
  }

  private final List<Operation> opsToErase = new ArrayList<>();

  @Override public void run(Operation root, PassContext context) {
    opsToErase.clear();
    for (Region region : root.regions()) simplifyRegion(new ScopedTable(), region);
    for (Operation op : opsToErase) op.erase();
    opsToErase.clear();
  }

  private void simplifyRegion(ScopedTable known, Region region) {
    if (region.isEmpty()) return;
    boolean ssaDominance = hasSsaDominance(region);
    if (region.blocks().size() == 1) {
      known.push();
      simplifyBlock(known, region.entryBlock(), ssaDominance);
      known.pop();
      return;
    }
    if (!ssaDominance) return;
    DominatorTree domTree = new DominatorTree(region);
    simplifyDominatedBlocks(known, domTree, domTree.root());
  }

  /** Pre-order over the dominator tree, with an explicit stack: lowered code has deep trees. */
  private void simplifyDominatedBlocks(ScopedTable known, DominatorTree domTree, Block root) {
    record Frame(Block block, int nextChild) {}
    Deque<Frame> stack = new ArrayDeque<>();
    known.push();
    simplifyBlock(known, root, true);
    stack.push(new Frame(root, 0));
    while (!stack.isEmpty()) {
      Frame top = stack.pop();
      List<Block> children = domTree.children(top.block());
      if (top.nextChild() < children.size()) {
        stack.push(new Frame(top.block(), top.nextChild() + 1));
        Block child = children.get(top.nextChild());
        known.push();
        simplifyBlock(known, child, true);
        stack.push(new Frame(child, 0));
      } else {
        known.pop();
      }
    }
  }

  private static boolean hasSsaDominance(Region region) {
    Operation parent = region.parentOp();
    return parent == null || !parent.isRegistered() || !parent.def().has(Trait.GRAPH_REGION);
  }

  private void simplifyBlock(ScopedTable known, Block block, boolean ssaDominance) {
    for (Operation op : block) {
      if (op.numRegions() != 0) {
        boolean isolated = op.isRegistered() && op.def().has(Trait.ISOLATED_FROM_ABOVE);
        ScopedTable nested = isolated ? new ScopedTable() : known;
        for (Region r : op.regions()) simplifyRegion(nested, r);
      }
      simplifyOperation(known, op, ssaDominance);
    }
  }

  private void simplifyOperation(ScopedTable known, Operation op, boolean ssaDominance) {
    if (!op.isRegistered() || op.def().has(Trait.TERMINATOR)) return;
    if (SideEffects.isTriviallyDead(op)) {
      opsToErase.add(op);
      return;
    }
    // Merging ops that hold regions would need region equivalence; upstream rarely gets to use it.
    for (Region r : op.regions()) if (!r.isEmpty()) return;
    if (!op.successors().isEmpty() || !SideEffects.isMemoryEffectFree(op)) return;
    OperationKey key = new OperationKey(op);
    Operation existing = known.lookup(key);
    if (existing == null) {
      known.insert(key, op);
      return;
    }
    if (!ssaDominance) return;
    op.replaceAllUsesWith(existing.results());
    opsToErase.add(op);
  }
}
