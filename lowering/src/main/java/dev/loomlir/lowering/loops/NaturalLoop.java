package dev.loomlir.lowering.loops;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.DominatorTree;
import dev.loomlir.ir.Region;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A natural loop of a region's control-flow graph: a header block that dominates the sources of
 * the edges back to it (the latches), and every block that reaches a latch without passing the
 * header. Loops lowered to {@code cf} ({@code convert-scf-to-cf}, async-parallel-for's compute
 * functions) are such loops; loop optimizations on {@code cf} start from them.
 *
 * @param blocks the loop's blocks in region order, the header included
 */
record NaturalLoop(Block header, List<Block> latches, List<Block> blocks) {
  boolean contains(Block b) { return blocks.contains(b); }

  /** The header's predecessors outside the loop. */
  List<Block> entries() {
    List<Block> entries = new ArrayList<>();
    for (Block p : header.predecessors()) if (!contains(p) && !entries.contains(p)) entries.add(p);
    return entries;
  }

  /** The loops of {@code region}, one per header, in region order of their headers; unreachable blocks are in none. */
  static List<NaturalLoop> find(Region region) {
    DominatorTree dom = new DominatorTree(region);
    Map<Block, List<Block>> latchesOf = new LinkedHashMap<>();
    for (Block b : region.blocks()) {
      if (!dom.isReachable(b)) continue;
      for (Block s : b.successors()) {
        if (dom.dominates(s, b)) {
          List<Block> latches = latchesOf.computeIfAbsent(s, k -> new ArrayList<>());
          if (!latches.contains(b)) latches.add(b);
        }
      }
    }
    List<NaturalLoop> loops = new ArrayList<>();
    for (Block header : region.blocks()) {
      List<Block> latches = latchesOf.get(header);
      if (latches != null) loops.add(new NaturalLoop(header, List.copyOf(latches), body(region, header, latches, dom)));
    }
    return loops;
  }

  /** The header and every reachable block from which a latch is reached without passing the header. */
  private static List<Block> body(Region region, Block header, List<Block> latches, DominatorTree dom) {
    Set<Block> inLoop = Collections.newSetFromMap(new IdentityHashMap<>());
    inLoop.add(header);
    Deque<Block> work = new ArrayDeque<>();
    for (Block latch : latches) if (inLoop.add(latch)) work.add(latch);
    while (!work.isEmpty()) {
      for (Block p : work.pop().predecessors()) {
        if (dom.isReachable(p) && inLoop.add(p)) work.add(p);
      }
    }
    List<Block> ordered = new ArrayList<>();
    for (Block b : region.blocks()) if (inLoop.contains(b)) ordered.add(b);
    return List.copyOf(ordered);
  }

  /** True when no other loop of {@code loops} has its header inside this one. */
  boolean isInnermost(List<NaturalLoop> loops) {
    for (NaturalLoop other : loops) if (other != this && contains(other.header())) return false;
    return true;
  }
}
