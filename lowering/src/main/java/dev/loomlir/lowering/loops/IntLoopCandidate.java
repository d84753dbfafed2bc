package dev.loomlir.lowering.loops;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.Set;

/**
 * Which loops {@code loomlir-int-loop-versioning} versions: an innermost {@code scf.for} over
 * {@code index} (signed compare), with a constant step in (0, 2^31), whose body holds no op with
 * regions and no async op, and indexes some memref with the induction variable itself.
 */
final class IntLoopCandidate {
  private static final Set<String> ACCESSES = Set.of("memref.load", "memref.store", "memref.atomic_rmw");

  private IntLoopCandidate() {}

  /** The loop's constant step when it is a candidate, else null. */
  static Long step(Operation loop) {
    if (!loop.is("scf.for") || loop.attr("unsignedCmp") != null) return null;
    Block body = loop.region(0).entryBlock();
    Value iv = body.argument(0);
    if (!(iv.type() instanceof IndexType)) return null;
    Long step = constant(loop.operand("step"));
    if (step == null || step <= 0 || step > Integer.MAX_VALUE) return null;
    for (Operation op : body) {
      if (op.numRegions() > 0 || op.name().startsWith("async.")) return null;
    }
    return indexesMemref(iv) ? step : null;
  }

  /** Whether {@code iv} is an index operand (not the memref or the stored value) of an access. */
  private static boolean indexesMemref(Value iv) {
    for (OpOperand use : iv.uses()) {
      Operation user = use.owner();
      if (ACCESSES.contains(user.name()) && user.operandGroup("indices").contains(iv)) return true;
    }
    return false;
  }

  static Long constant(Value v) {
    Operation def = v.definingOp();
    if (def == null || !(def.is("arith.constant") || def.is("index.constant"))) return null;
    return def.attr("value") instanceof IntegerAttr i ? i.value() : null;
  }
}
