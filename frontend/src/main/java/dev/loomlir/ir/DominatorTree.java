package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The dominator tree of one region's blocks (Cooper, Harvey and Kennedy's iterative algorithm
 * over reverse post-order). Blocks unreachable from the entry are not in the tree. Used by the
 * verifier (SSA dominance) and by passes (CSE walks the tree).
 */
public final class DominatorTree {
  private final List<Block> rpo = new ArrayList<>();
  private final Map<Block, Integer> rpoIndex = new IdentityHashMap<>();
  private final int[] idom;
  private final Map<Block, List<Block>> children = new IdentityHashMap<>();

  public DominatorTree(Region region) {
    if (region.entryBlock() != null) computeReversePostOrder(region.entryBlock());
    for (int i = 0; i < rpo.size(); i++) rpoIndex.put(rpo.get(i), i);
    idom = new int[rpo.size()];
    Arrays.fill(idom, -1);
    if (!rpo.isEmpty()) idom[0] = 0;
    List<List<Integer>> preds = predecessorIndices();
    for (boolean changed = true; changed; ) {
      changed = false;
      for (int b = 1; b < rpo.size(); b++) {
        int newIdom = -1;
        for (int p : preds.get(b)) {
          if (idom[p] != -1) newIdom = newIdom == -1 ? p : intersect(p, newIdom);
        }
        if (newIdom != idom[b]) {
          idom[b] = newIdom;
          changed = true;
        }
      }
    }
    for (Block b : rpo) children.put(b, new ArrayList<>());
    for (int b = 1; b < rpo.size(); b++) children.get(rpo.get(idom[b])).add(rpo.get(b));
  }

  private void computeReversePostOrder(Block entry) {
    // Iterative DFS: lowered loops make long block chains.
    IdentityHashMap<Block, Boolean> seen = new IdentityHashMap<>();
    List<Block> stack = new ArrayList<>();
    List<Integer> nextSuccessor = new ArrayList<>();
    stack.add(entry);
    nextSuccessor.add(0);
    seen.put(entry, true);
    while (!stack.isEmpty()) {
      int top = stack.size() - 1;
      List<Block> succs = stack.get(top).successors();
      int i = nextSuccessor.get(top);
      if (i < succs.size()) {
        nextSuccessor.set(top, i + 1);
        Block s = succs.get(i);
        // A successor in another region is invalid IR the verifier reports; it is no edge here.
        if (s.parentRegion() == stack.get(top).parentRegion() && seen.put(s, true) == null) {
          stack.add(s);
          nextSuccessor.add(0);
        }
      } else {
        rpo.add(stack.remove(top));
        nextSuccessor.remove(top);
      }
    }
    java.util.Collections.reverse(rpo);
  }

  private List<List<Integer>> predecessorIndices() {
    List<List<Integer>> preds = new ArrayList<>();
    for (int i = 0; i < rpo.size(); i++) preds.add(new ArrayList<>());
    for (int i = 0; i < rpo.size(); i++) {
      for (Block s : rpo.get(i).successors()) {
        Integer si = rpoIndex.get(s);
        if (si != null) preds.get(si).add(i);
      }
    }
    return preds;
  }

  private int intersect(int a, int b) {
    while (a != b) {
      while (a > b) a = idom[a];
      while (b > a) b = idom[b];
    }
    return a;
  }

  public boolean isReachable(Block b) { return rpoIndex.containsKey(b); }

  /** The entry block, root of the tree (null for an empty region). */
  public Block root() { return rpo.isEmpty() ? null : rpo.get(0); }

  /** Blocks immediately dominated by {@code b}, in reverse post-order. */
  public List<Block> children(Block b) { return children.getOrDefault(b, List.of()); }

  /** True when {@code a} dominates {@code b} (a block dominates itself). */
  public boolean dominates(Block a, Block b) {
    Integer ia = rpoIndex.get(a), ib = rpoIndex.get(b);
    if (ia == null || ib == null) return false;
    for (int x = ib; ; x = idom[x]) {
      if (x == ia) return true;
      if (x == 0) return false;
    }
  }
}
