package dev.loomlir.coro;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import java.util.BitSet;

/**
 * Classic backward dataflow liveness over the blocks of a function body, iterated to a fixed
 * point (so loops are right):
 * {@code liveOut(B) = ∪ liveIn(S)} over B's successors and
 * {@code liveIn(B) = uses(B) ∪ (liveOut(B) − defs(B))}.
 * A block's arguments are defined at its entry; successor operands are uses by the terminator;
 * a value used inside a nested region counts as used by the op that holds the region.
 */
final class Liveness {
  private final ControlFlowGraph cfg;
  private final BitSet[] liveIn;

  private Liveness(ControlFlowGraph cfg, BitSet[] liveIn) {
    this.cfg = cfg;
    this.liveIn = liveIn;
  }

  static Liveness compute(ControlFlowGraph cfg, ValueIndex values) {
    int n = cfg.size();
    BitSet[] uses = new BitSet[n];
    BitSet[] defs = new BitSet[n];
    for (int b = 0; b < n; b++) {
      uses[b] = new BitSet(values.size());
      defs[b] = new BitSet(values.size());
      collectUsesAndDefs(cfg.block(b), values, uses[b], defs[b]);
    }
    BitSet[] liveIn = new BitSet[n];
    for (int b = 0; b < n; b++) liveIn[b] = (BitSet) uses[b].clone();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int b = n - 1; b >= 0; b--) { // backward problem: visit late blocks first
        BitSet out = new BitSet(values.size());
        for (Block s : cfg.successors(cfg.block(b))) out.or(liveIn[cfg.numberOf(s)]);
        BitSet in = out; // liveOut(b), then liveIn(b) = uses ∪ (liveOut − defs)
        in.andNot(defs[b]);
        in.or(uses[b]);
        if (!in.equals(liveIn[b])) {
          liveIn[b] = in;
          changed = true;
        }
      }
    }
    return new Liveness(cfg, liveIn);
  }

  /** Values live at the entry of {@code b} (never its own arguments). */
  BitSet liveIn(Block b) { return (BitSet) liveIn[cfg.numberOf(b)].clone(); }

  private static void collectUsesAndDefs(Block block, ValueIndex values, BitSet uses, BitSet defs) {
    for (Value arg : block.arguments()) defs.set(values.numberOf(arg));
    for (Operation op = block.first(); op != null; op = op.next()) {
      addUses(op, values, uses, defs);
      for (Value r : op.results()) defs.set(values.numberOf(r));
    }
  }

  /** Upward-exposed uses of {@code op} and of the ops nested in its regions. */
  private static void addUses(Operation op, ValueIndex values, BitSet uses, BitSet defs) {
    for (OpOperand operand : op.operandUses()) {
      int v = values.numberOf(operand.get());
      if (v >= 0 && !defs.get(v)) uses.set(v);
    }
    for (Region region : op.regions()) {
      for (Block nested : region.blocks()) {
        for (Operation inner = nested.first(); inner != null; inner = inner.next()) {
          addUses(inner, values, uses, defs);
        }
      }
    }
  }
}
