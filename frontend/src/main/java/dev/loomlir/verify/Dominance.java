package dev.loomlir.verify;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.DominatorTree;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The verifier's dominance queries: one {@link DominatorTree} per region, and op order within
 * long blocks numbered once.
 */
final class Dominance {
  private Dominance() {}

  /** Caches one {@link DominatorTree} per region, and op positions of long blocks. */
  static final class Cache {
    /** Uses usually follow their definition closely: scan this far before numbering the block. */
    private static final int SHORT_SCAN = 32;

    private final Map<Region, DominatorTree> byRegion = new HashMap<>();
    private final Map<Block, Map<Operation, Integer>> positions = new IdentityHashMap<>();

    DominatorTree of(Region r) { return byRegion.computeIfAbsent(r, DominatorTree::new); }

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
