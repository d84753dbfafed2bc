package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Live-in and live-out values of the blocks of one region, as MLIR's {@code Liveness}: the
 * backward dataflow {@code liveOut(B) = ∪ liveIn(S)} over B's successors and
 * {@code liveIn(B) = uses(B) ∪ (liveOut(B) − defs(B))}, iterated to a fixed point so loops are
 * right. A block's arguments are defined at its entry, the operands a branch forwards to a
 * successor are uses in the branching block, and a use inside an op's nested regions counts as a
 * use by that op in its block. A value defined outside the region is live on every path from
 * the region's entry to its uses. Used by the coroutine analysis (values live across a
 * suspension) and by {@code async-runtime-ref-counting}, which describes the blocks it adds so
 * the sets stay right while it edits the CFG.
 */
public final class Liveness {
  private final Map<Block, Set<Value>> liveIn = new IdentityHashMap<>();
  private final Map<Block, Set<Value>> liveOut = new IdentityHashMap<>();

  public Liveness(Region region) {
    Map<Block, Set<Value>> uses = new IdentityHashMap<>();
    Map<Block, Set<Value>> defs = new IdentityHashMap<>();
    for (Block b : region.blocks()) {
      Set<Value> use = identitySet();
      Set<Value> def = identitySet();
      def.addAll(b.arguments());
      for (Operation op : b) {
        op.walk(nested -> {
          use.addAll(nested.operands());
          // Nested definitions too, so values local to a nested region never count as uses of b.
          def.addAll(nested.results());
          for (Region r : nested.regions()) for (Block inner : r.blocks()) def.addAll(inner.arguments());
        });
      }
      // SSA dominance puts a definition before every use in its own block, so the uses that
      // reach b's entry are simply the uses b does not define.
      use.removeAll(def);
      uses.put(b, use);
      defs.put(b, def);
      liveIn.put(b, identitySet());
      liveOut.put(b, identitySet());
    }
    List<Block> blocks = new ArrayList<>(region.blocks());
    Collections.reverse(blocks); // a backward problem converges sooner visiting late blocks first
    for (boolean changed = true; changed; ) {
      changed = false;
      for (Block b : blocks) {
        Set<Value> out = liveOut.get(b); // only grows, so it is updated in place
        // A successor in another region is invalid IR the verifier reports; it is no edge here.
        for (Block s : b.successors()) if (liveIn.containsKey(s)) out.addAll(liveIn.get(s));
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

  /** Values live at the entry of {@code b} (never its own arguments); empty for a block not described. */
  public Set<Value> liveIn(Block b) { return Collections.unmodifiableSet(liveIn.getOrDefault(b, Set.of())); }

  /** Values live at the exit of {@code b}, after its terminator's uses; empty for a block not described. */
  public Set<Value> liveOut(Block b) { return Collections.unmodifiableSet(liveOut.getOrDefault(b, Set.of())); }

  /** Describes a block inserted on an edge into {@code successor}: it uses {@code used} and flows into it. */
  public void addEdgeBlock(Block edge, Block successor, Collection<Value> used) {
    Set<Value> out = identitySet();
    out.addAll(liveIn(successor));
    Set<Value> in = identitySet();
    in.addAll(out);
    in.addAll(used);
    liveOut.put(edge, out);
    liveIn.put(edge, in);
  }

  /** Records that {@code v} is now also used at the start of {@code block}. */
  public void addUseAtStart(Block block, Value v) {
    liveIn.computeIfAbsent(block, k -> identitySet()).add(v);
  }

  private static Set<Value> identitySet() { return Collections.newSetFromMap(new IdentityHashMap<>()); }
}
