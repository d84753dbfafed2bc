package dev.loomlir.lowering.affine;

import dev.loomlir.dialects.affine.ForOp;
import dev.loomlir.dialects.affine.IfOp;
import dev.loomlir.dialects.affine.ParallelOp;
import dev.loomlir.dialects.affine.YieldOp;
import dev.loomlir.dialects.func.FuncOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.analysis.SideEffects;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Upstream's {@code affine-loop-invariant-code-motion} (MLIR 22): innermost loops first, every op
 * of an {@code affine.for} body that does not depend on the loop moves before it, in order. An op
 * depends on the loop when it uses the induction variable, an iter_arg, or the result of a body op
 * that stays; when it has memory effects (affine reads and writes excepted); when it is an affine
 * access of a memref that another op in the loop writes (or, for a write, reads); and nested
 * {@code affine.if}/{@code for}/{@code parallel} ops move only when all their ops could. As
 * upstream, aliasing is not considered and a loop that may run zero times still gives up its
 * invariant loads and stores.
 */
public final class AffineLoopInvariantCodeMotionPass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(AffineLoopInvariantCodeMotionPass.class,
      "affine-loop-invariant-code-motion", "Hoist loop invariant instructions outside of affine loops")
      .anchoredOn(FuncOp.TYPE)
      .factory(AffineLoopInvariantCodeMotionPass::new);

  @Override public void run(Operation root, PassContext context) {
    List<ForOp> loops = new ArrayList<>();
    root.walkPostOrder(op -> {
      if (ForOp.match(op) instanceof ForOp loop) loops.add(loop);
    });
    for (ForOp loop : loops) hoistFrom(loop);
  }

  private static void hoistFrom(ForOp loop) {
    Set<Operation> opsWithUsers = identitySet(), opsToHoist = identitySet();
    List<Operation> toMove = new ArrayList<>();
    for (Operation op : loop.body()) {
      if (op.hasUses()) opsWithUsers.add(op);
      if (YieldOp.is(op)) continue;
      if (isInvariant(op, loop, opsWithUsers, opsToHoist)) toMove.add(op);
    }
    for (Operation op : toMove) op.moveBefore(loop.operation());
  }

  private static Set<Operation> identitySet() { return Collections.newSetFromMap(new IdentityHashMap<>()); }

  private static boolean isInvariant(Operation op, ForOp loop, Set<Operation> opsWithUsers, Set<Operation> opsToHoist) {
    if (IfOp.match(op) instanceof IfOp ifOp) {
      if (!allInvariant(ifOp.thenRegion(), loop, opsWithUsers, opsToHoist)
          || !allInvariant(ifOp.elseRegion(), loop, opsWithUsers, opsToHoist)) {
        return false;
      }
    } else if (ForOp.is(op) || ParallelOp.is(op)) {
      if (!allInvariant(op.region(0), loop, opsWithUsers, opsToHoist)) return false;
    } else if (AffineMemoryAccesses.isAffineRead(op) || AffineMemoryAccesses.isAffineWrite(op)) {
      opsWithUsers.add(op);
      if (conflictsInLoop(op, loop)) return false;
    } else if (!SideEffects.isMemoryEffectFree(op)) {
      return false;
    }
    for (Value operand : op.operands()) {
      if (operand == loop.inductionVar() || loop.regionIterArgs().contains(operand)) return false;
      Operation source = operand.definingOp();
      if (source != null && opsWithUsers.contains(source) && !opsToHoist.contains(source)) return false;
    }
    opsToHoist.add(op);
    return true;
  }

  /** Another op inside {@code loop} writes the accessed memref (or reads it, when {@code access} writes). */
  private static boolean conflictsInLoop(Operation access, ForOp loop) {
    Value memref = AffineMemoryAccesses.memrefOf(access);
    boolean accessWrites = AffineMemoryAccesses.isAffineWrite(access);
    for (var use : memref.uses()) {
      Operation user = use.owner();
      if (user == access) continue;
      if (AffineMemoryAccesses.writes(user, memref) || (accessWrites && AffineMemoryAccesses.reads(user, memref))) {
        if (isInside(user, loop)) return true;
      }
    }
    return false;
  }

  /** {@code op} is nested in {@code loop} (upstream: the loop is among the op's enclosing affine.for ops). */
  private static boolean isInside(Operation op, ForOp loop) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) if (p == loop.operation()) return true;
    return false;
  }

  private static boolean allInvariant(Region region, ForOp loop, Set<Operation> opsWithUsers, Set<Operation> opsToHoist) {
    for (Block b : region.blocks()) {
      for (Operation op : b) if (!isInvariant(op, loop, opsWithUsers, opsToHoist)) return false;
    }
    return true;
  }
}
