package dev.loomlir.lowering.async;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Live-in and live-out values of the blocks of one region, as MLIR's {@code Liveness}: a use
 * inside an op's nested regions counts as a use by that op in its block, and the operands a
 * branch forwards to a successor are uses in the branching block. Blocks added later can be
 * described with {@link #addBlock} so the analysis stays right while a pass edits the CFG.
 */
final class Liveness {
  private final Map<Block, Set<Value>> liveIn = new IdentityHashMap<>();
  private final Map<Block, Set<Value>> liveOut = new IdentityHashMap<>();

  Liveness(Region region) {
    Map<Block, Set<Value>> uses = new IdentityHashMap<>();
    Map<Block, Set<Value>> defs = new IdentityHashMap<>();
    for (Block b : region.blocks()) {
      Set<Value> def = identitySet();
      Set<Value> use = identitySet();
      def.addAll(b.arguments());
      for (Operation op : b) {
        op.walk(nested -> {
          use.addAll(nested.operands());
          def.addAll(nested.results());
          for (var r : nested.regions()) for (Block inner : r.blocks()) def.addAll(inner.arguments());
        });
      }
      use.removeAll(def);
      uses.put(b, use);
      defs.put(b, def);
      liveIn.put(b, identitySet());
      liveOut.put(b, identitySet());
    }
    List<Block> blocks = new ArrayList<>(region.blocks());
    Collections.reverse(blocks);
    for (boolean changed = true; changed; ) {
      changed = false;
      for (Block b : blocks) {
        Set<Value> out = liveOut.get(b);
        Operation t = b.last();
        if (t != null) for (Block s : t.successors()) if (liveIn.containsKey(s)) out.addAll(liveIn.get(s));
        Set<Value> in = identitySet();
        in.addAll(out);
        in.removeAll(defs.get(b));
        in.addAll(uses.get(b));
        if (!in.equals(liveIn.get(b))) {
          liveIn.put(b, in);
          changed = true;
        }
      }
    }
  }

  boolean isLiveIn(Block b, Value v) { return liveIn.getOrDefault(b, Set.of()).contains(v); }

  boolean isLiveOut(Block b, Value v) { return liveOut.getOrDefault(b, Set.of()).contains(v); }

  /** Records a block inserted on an edge into {@code successor}: it uses {@code used} and flows into it. */
  void addBlock(Block edge, Block successor, List<Value> used) {
    Set<Value> out = identitySet();
    out.addAll(liveIn.getOrDefault(successor, Set.of()));
    Set<Value> in = identitySet();
    in.addAll(out);
    in.addAll(used);
    liveOut.put(edge, out);
    liveIn.put(edge, in);
  }

  /** Records that {@code v} is now used at the start of {@code block}. */
  void addUseAtStart(Block block, Value v) {
    liveIn.computeIfAbsent(block, k -> identitySet()).add(v);
  }

  private static Set<Value> identitySet() { return Collections.newSetFromMap(new IdentityHashMap<>()); }
}
