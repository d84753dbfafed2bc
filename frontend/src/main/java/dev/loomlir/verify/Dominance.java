package dev.loomlir.verify;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Block dominance within one region (Cooper, Harvey and Kennedy's iterative algorithm over
 * reverse post-order). Blocks unreachable from the entry have no dominator.
 */
final class Dominance {
  private final Map<Block, Integer> rpoIndex = new IdentityHashMap<>();
  private final List<Block> rpo = new ArrayList<>();
  private final int[] idom;

  Dominance(Region region) {
    Block entry = region.entryBlock();
    if (entry != null) postOrder(entry);
    java.util.Collections.reverse(rpo);
    for (int i = 0; i < rpo.size(); i++) rpoIndex.put(rpo.get(i), i);
    idom = new int[rpo.size()];
    java.util.Arrays.fill(idom, -1);
    if (!rpo.isEmpty()) idom[0] = 0;
    Map<Block, List<Integer>> preds = predecessors();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int b = 1; b < rpo.size(); b++) {
        int newIdom = -1;
        for (int p : preds.getOrDefault(rpo.get(b), List.of())) {
          if (idom[p] == -1) continue;
          newIdom = newIdom == -1 ? p : intersect(p, newIdom);
        }
        if (newIdom != idom[b]) {
          idom[b] = newIdom;
          changed = true;
        }
      }
    }
  }

  private void postOrder(Block entry) {
    // Iterative DFS: regions may hold very long chains of blocks.
    IdentityHashMap<Block, Boolean> seen = new IdentityHashMap<>();
    ArrayList<Block> stack = new ArrayList<>();
    ArrayList<Integer> next = new ArrayList<>();
    stack.add(entry);
    next.add(0);
    seen.put(entry, true);
    while (!stack.isEmpty()) {
      int top = stack.size() - 1;
      Block b = stack.get(top);
      List<Block> succs = successors(b);
      int i = next.get(top);
      if (i < succs.size()) {
        next.set(top, i + 1);
        Block s = succs.get(i);
        if (s.parentRegion() == b.parentRegion() && seen.put(s, true) == null) {
          stack.add(s);
          next.add(0);
        }
      } else {
        rpo.add(b);
        stack.remove(top);
        next.remove(top);
      }
    }
  }

  private static List<Block> successors(Block b) {
    Operation t = b.last();
    return t == null ? List.of() : t.successors();
  }

  private Map<Block, List<Integer>> predecessors() {
    Map<Block, List<Integer>> preds = new IdentityHashMap<>();
    for (int i = 0; i < rpo.size(); i++) {
      for (Block s : successors(rpo.get(i))) {
        if (rpoIndex.containsKey(s)) preds.computeIfAbsent(s, k -> new ArrayList<>()).add(i);
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

  boolean isReachable(Block b) { return rpoIndex.containsKey(b); }

  /** True when {@code a} dominates {@code b} (every block dominates itself). */
  boolean dominates(Block a, Block b) {
    Integer ia = rpoIndex.get(a), ib = rpoIndex.get(b);
    if (ia == null || ib == null) return false;
    int x = ib;
    while (true) {
      if (x == ia) return true;
      if (x == 0 || idom[x] == -1) return false;
      x = idom[x];
    }
  }

  /** Caches one {@link Dominance} per region, and op positions of long blocks. */
  static final class Cache {
    /** Uses usually follow their definition closely: scan this far before numbering the block. */
    private static final int SHORT_SCAN = 32;

    private final Map<Region, Dominance> byRegion = new HashMap<>();
    private final Map<Block, Map<Operation, Integer>> positions = new IdentityHashMap<>();

    Dominance of(Region r) { return byRegion.computeIfAbsent(r, Dominance::new); }

    /** True when {@code a} comes before {@code b}, both in the same block. */
    boolean isBefore(Operation a, Operation b) {
      Operation o = a.next();
      for (int i = 0; i < SHORT_SCAN && o != null; i++, o = o.next()) if (o == b) return true;
      if (o == null) return false;
      // A long block: number its ops once, so many far uses stay linear overall.
      Map<Operation, Integer> order = positions.computeIfAbsent(a.parentBlock(), Cache::number);
      return order.get(a) < order.get(b);
    }

    private static Map<Operation, Integer> number(Block block) {
      Map<Operation, Integer> order = new IdentityHashMap<>(block.size());
      int i = 0;
      for (Operation op = block.first(); op != null; op = op.next()) order.put(op, i++);
      return order;
    }
  }
}
