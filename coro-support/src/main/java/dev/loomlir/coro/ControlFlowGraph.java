package dev.loomlir.coro;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The blocks of a function body, numbered by position, with their terminators' edges. */
final class ControlFlowGraph {
  /** Decides whether a walk follows the edge {@code terminator -> successor(successorIndex)}. */
  @FunctionalInterface
  interface EdgeFilter {
    boolean follow(Operation terminator, int successorIndex);
  }

  private final List<Block> blocks;
  private final Map<Block, Integer> numbers = new HashMap<>();

  ControlFlowGraph(Region body) {
    this.blocks = body.blocks();
    for (int i = 0; i < blocks.size(); i++) numbers.put(blocks.get(i), i);
  }

  List<Block> blocks() { return blocks; }

  int numberOf(Block b) { return numbers.get(b); }

  Block block(int number) { return blocks.get(number); }

  /** Numbers of the blocks reachable from {@code starts} (included) along the edges {@code filter} accepts. */
  BitSet reachable(Collection<Block> starts, EdgeFilter filter) {
    BitSet seen = new BitSet(blocks.size());
    ArrayDeque<Block> work = new ArrayDeque<>();
    for (Block s : starts) {
      if (!seen.get(numberOf(s))) {
        seen.set(numberOf(s));
        work.add(s);
      }
    }
    while (!work.isEmpty()) {
      Block b = work.poll();
      Operation terminator = b.last();
      if (terminator == null) continue;
      List<Block> succs = terminator.successors();
      for (int i = 0; i < succs.size(); i++) {
        Block s = succs.get(i);
        if (!filter.follow(terminator, i) || seen.get(numberOf(s))) continue;
        seen.set(numberOf(s));
        work.add(s);
      }
    }
    return seen;
  }

  /** The blocks of {@code bits}, in region order. */
  List<Block> blocksOf(BitSet bits) {
    return bits.stream().mapToObj(blocks::get).toList();
  }
}
