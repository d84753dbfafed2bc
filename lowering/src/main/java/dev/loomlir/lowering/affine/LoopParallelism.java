package dev.loomlir.lowering.affine;

import dev.loomlir.dialects.affine.ForOp;
import dev.loomlir.dialects.affine.IfOp;
import dev.loomlir.dialects.affine.ParallelOp;
import dev.loomlir.dialects.affine.YieldOp;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnrankedMemRefType;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.analysis.SideEffects;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code isLoopMemoryParallel}: an {@code affine.for} whose iterations touch no memory
 * element another iteration writes. Its body may only hold affine loads and stores, nested
 * affine.for/if ops, allocations and effect-free ops; accesses of memrefs allocated inside the loop
 * do not count; every ordered pair of the other accesses (a pair of reads excepted) must be free
 * of dependences carried by the loop ({@link AccessDependence}).
 */
final class LoopParallelism {
  private LoopParallelism() {}

  static boolean isMemoryParallel(ForOp forOp) {
    for (Type t : forOp.operation().resultTypes()) {
      if (t instanceof MemRefType || t instanceof UnrankedMemRefType) return false;
    }
    List<Operation> accesses = new ArrayList<>();
    boolean[] unknownEffects = {false};
    forOp.operation().walkPostOrder(op -> {
      if (AffineMemoryAccesses.isAffineRead(op) || AffineMemoryAccesses.isAffineWrite(op)) {
        if (!isLocallyDefined(AffineMemoryAccesses.memrefOf(op), forOp.operation())) accesses.add(op);
      } else if (!ForOp.is(op) && !YieldOp.is(op) && !IfOp.is(op) && !isAllocation(op)
          && !SideEffects.isMemoryEffectFree(op)) {
        unknownEffects[0] = true;
      }
    });
    if (unknownEffects[0]) return false;
    int depth = nestingDepth(forOp.operation()) + 1;
    for (Operation src : accesses) {
      for (Operation dst : accesses) if (AccessDependence.mayDepend(src, dst, depth)) return false;
    }
    return true;
  }

  /** Upstream's {@code hasSingleEffect<Allocate>}: the op only allocates. */
  private static boolean isAllocation(Operation op) {
    return op.isRegistered() && op.def().memoryEffects() != null
        && op.def().memoryEffects().equals(java.util.EnumSet.of(dev.loomlir.ir.MemoryEffect.ALLOCATE));
  }

  /** Allocated inside {@code loop}, directly or through views of such an allocation (upstream's {@code isLocallyDefined}). */
  private static boolean isLocallyDefined(Value memref, Operation loop) {
    Operation def = memref.definingOp();
    if (def == null) return false;
    if (isAllocation(def) && isProperAncestor(loop, def)) return true;
    // View-like ops: effect-free ops of a memref that make a memref of it.
    boolean view = def.isRegistered() && def.def().has(Trait.PURE) && def.numOperands() > 0 && def.numResults() == 1
        && def.result(0).type() instanceof MemRefType && def.operand(0).type() instanceof MemRefType;
    return view && isLocallyDefined(def.operand(0), loop);
  }

  private static boolean isProperAncestor(Operation ancestor, Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) if (p == ancestor) return true;
    return false;
  }

  /** The loops around {@code op}, an affine.parallel counting its dimensions (upstream's {@code getNestingDepth}). */
  static int nestingDepth(Operation op) {
    int depth = 0;
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (ForOp.is(p)) depth++;
      else if (ParallelOp.match(p) instanceof ParallelOp par) depth += par.numDims();
    }
    return depth;
  }
}
