package dev.loomlir.lowering.async;

import dev.loomlir.dialects.async.CoroSuspendOp;
import dev.loomlir.dialects.cf.BranchEdits;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Liveness;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Upstream's {@code async-runtime-ref-counting}: liveness-based {@code add_ref}/{@code drop_ref}
 * placement. Every token, value and group is created owning one reference (by the op that
 * returns it, or by the block argument that receives it); the reference is dropped after the
 * last use, forwarded by a return-like terminator, and an extra one is added for each use that
 * hands a reference to a new owner (a call, an {@code scf.for} init argument, a yield out of a
 * nested region).
 *
 * <p>Unlike upstream, values may flow through branch operands. Ownership rule: a block argument
 * owns one reference, which the branch passes along with the value. On each edge the branch
 * adds one reference per forwarded copy, minus the branching value's own reference when the
 * value is dead in that successor (it moves instead of being copied). Edges needing different
 * counts get them in the successor (when it has no other predecessor) or in a new block on the
 * edge, exactly where upstream puts its drop for values dead in one successor only.
 */
public final class AsyncRuntimeRefCountingPass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(AsyncRuntimeRefCountingPass.class,
      "async-runtime-ref-counting", "Automatic reference counting for Async runtime operations")
      .factory(AsyncRuntimeRefCountingPass::new);

  private final Map<Region, Liveness> liveness = new IdentityHashMap<>();
  /** Builds in the context the pass runs in (set by {@link #run}). */
  private OpBuilder builder;

  @Override public void run(Operation root, PassContext context) {
    builder = new OpBuilder(context.context());
    liveness.clear();
    RefCountedValues.forEach(root, this::addRefCounting);
  }

  private Liveness livenessOf(Region region) {
    return liveness.computeIfAbsent(region, Liveness::new);
  }

  private void addRefCounting(Value value) {
    if (!value.hasUses()) {
      RefCountedValues.dropRightAfterDefinition(value, builder);
      return;
    }
    Region region = RefCountedValues.definingRegion(value);
    Liveness live = livenessOf(region);
    dropAfterLastUses(value, region, live);
    addRefsForTransfers(value, region);
    balanceBranchEdges(value, region, live);
  }

  /** In each block where the value dies, drop it after its last user (return-like users forward it). */
  private void dropAfterLastUses(Value value, Region region, Liveness live) {
    Map<Block, Set<Operation>> users = new IdentityHashMap<>();
    for (OpOperand use : value.uses()) {
      Operation user = RefCountedValues.ancestorInRegion(use.owner(), region);
      users.computeIfAbsent(user.parentBlock(), b -> java.util.Collections.newSetFromMap(new IdentityHashMap<>()))
          .add(user);
    }
    for (Block block : new ArrayList<>(region.blocks())) {
      Set<Operation> inBlock = users.get(block);
      if (inBlock == null || live.liveOut(block).contains(value)) continue;
      Operation last = block.last();
      while (!inBlock.contains(last)) last = last.prev();
      if (RefCountedValues.isReturnLike(last)) {
        int copies = countOperand(last.operands(), value);
        if (copies > 1) refBefore(last, value, copies - 1);
      } else if (!last.successors().isEmpty()) {
        continue; // a branch forwarding the value: see balanceBranchEdges
      } else if (RefCountedValues.isTerminator(last)) {
        throw new DiagnosticException(last.location(),
            "async reference counting can't handle terminators that are not ReturnLike");
      } else {
        builder.setInsertionPointAfter(last);
        RefCountedValues.adjustRefs(builder, value, -1, RefCountedValues.location(value));
      }
    }
  }

  /** One more reference for each use that gives a reference away (calls, loop inits, nested yields). */
  private void addRefsForTransfers(Value value, Region region) {
    for (OpOperand use : new ArrayList<>(value.uses())) {
      Operation user = use.owner();
      boolean nestedYield = RefCountedValues.isReturnLike(user) && user.parentRegion() != region;
      if (nestedYield || RefCountedValues.transfersOwnership(user, value)) {
        refBefore(user, value, 1);
      }
    }
  }

  private void balanceBranchEdges(Value value, Region region, Liveness live) {
    for (Block block : new ArrayList<>(region.blocks())) {
      Operation branch = block.last();
      if (branch == null || branch.successors().isEmpty() || CoroSuspendOp.is(branch)) continue;
      boolean forwarded = branch.operands().contains(value);
      if (!live.liveOut(block).contains(value) && !forwarded) continue;
      int n = branch.successors().size();
      int[] delta = new int[n];
      boolean uniform = true;
      for (int i = 0; i < n; i++) {
        Block successor = branch.successor(i);
        int copies = countOperand(BranchEdits.forwardedValues(branch, i), value);
        delta[i] = copies - (live.liveIn(successor).contains(value) ? 0 : 1);
        uniform &= delta[i] == delta[0];
      }
      if (uniform) {
        if (delta[0] != 0) refBefore(branch, value, delta[0]);
        continue;
      }
      for (int i = 0; i < n; i++) {
        if (delta[i] != 0) adjustOnEdge(block, i, value, delta[i], live);
      }
    }
  }

  /** Puts the adjustment at the start of the successor if only this edge enters it, else on a new edge block. */
  private void adjustOnEdge(Block block, int successorIndex, Value value, int delta, Liveness live) {
    Operation branch = block.last();
    Block successor = branch.successor(successorIndex);
    if (successor != block && hasSingleEdgeFrom(successor, block)) {
      builder.setInsertionPointToStart(successor);
      RefCountedValues.adjustRefs(builder, value, delta, RefCountedValues.location(value));
      live.addUseAtStart(successor, value);
      return;
    }
    List<Value> forwarded = BranchEdits.forwardedValues(branch, successorIndex);
    Block edge = BranchEdges.splitEdge(builder.ops(), branch, successorIndex);
    builder.setInsertionPointToStart(edge);
    RefCountedValues.adjustRefs(builder, value, delta, RefCountedValues.location(value));
    List<Value> used = new ArrayList<>(forwarded);
    used.add(value);
    live.addEdgeBlock(edge, successor, used);
  }

  /** MLIR's {@code getUniquePredecessor() == block}, and a single edge so the edge's own count applies. */
  private static boolean hasSingleEdgeFrom(Block successor, Block block) {
    List<Block> preds = successor.predecessors();
    if (preds.size() != 1 || preds.get(0) != block) return false;
    int edges = 0;
    for (Block s : block.last().successors()) if (s == successor) edges++;
    return edges == 1;
  }

  /** Adds ({@code delta > 0}) or drops references just before {@code op}. */
  private void refBefore(Operation op, Value value, int delta) {
    builder.setInsertionPointBefore(op);
    RefCountedValues.adjustRefs(builder, value, delta, RefCountedValues.location(value));
  }

  private static int countOperand(List<Value> operands, Value v) {
    int n = 0;
    for (Value o : operands) if (o == v) n++;
    return n;
  }
}
