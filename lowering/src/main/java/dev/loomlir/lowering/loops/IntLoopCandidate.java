package dev.loomlir.lowering.loops;

import dev.loomlir.dialects.arith.Ints;
import dev.loomlir.dialects.arith.NonNegativeIndex;
import dev.loomlir.dialects.memref.MemRefLayouts;
import dev.loomlir.dialects.scf.ForOp;
import dev.loomlir.dialects.scf.IfOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.fold.Folders;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which loops {@code loomlir-int-loop-versioning} versions: an innermost {@code scf.for} over
 * {@code index} (signed compare), with a constant step in (0, 2^31), whose body holds no op with
 * regions and no async op, and whose memref accesses can all use the int path: each index that
 * depends on the induction variable is the induction variable itself, in a dimension of static
 * stride 1 or, through a flat view, of another stride ({@link StridedAccesses}: {@code b[k, j]} in
 * a matmul's k loop), and there is at least one. A loop that would mix int-indexed accesses with
 * long ones computed from the induction variable ({@code a[j + 1]}) is left alone: C2 handled
 * such mixed loops worse than pure long ones (a 512² matmul with a long {@code b[k, j]} ran 9%
 * slower in JMH, up to 60% in a plain-Java prototype).
 */
final class IntLoopCandidate {
  private IntLoopCandidate() {}

  /** The loop's constant step when it is a candidate, else null. */
  static Long step(Operation loop) {
    if (!(ForOp.match(loop) instanceof ForOp forOp) || forOp.unsignedCmp() || isFallback(loop)) return null;
    Block body = loop.region(0).entryBlock();
    Value iv = body.argument(0);
    if (!(iv.type() instanceof IndexType)) return null;
    Long step = constant(loop.operand("step"));
    if (step == null || step <= 0 || step > Integer.MAX_VALUE) return null;
    Set<Value> derived = new HashSet<>();
    boolean intIndexed = false;
    for (Operation op : body) {
      if (op.numRegions() > 0 || op.name().startsWith("async.")) return null;
      if (IndexedMemoryAccess.of(op) instanceof IndexedMemoryAccess access) {
        Boolean direct = accessUsesIntPath(op, access.memref(op), access.indices(op), iv, derived, body);
        if (direct == null) return null;
        intIndexed |= direct;
      }
      for (Value operand : op.operands()) {
        if (operand == iv || derived.contains(operand)) {
          derived.addAll(op.results());
          break;
        }
      }
    }
    return intIndexed ? step : null;
  }

  /**
   * Whether {@code loop} is the fallback of an earlier run of the pass: the else branch of an
   * {@code scf.if} whose then branch holds an i32 copy (its induction variable marked
   * {@link NonNegativeIndex}, which only this pass writes). Versioning it again would give it a
   * second i32 copy, so the pass leaves it alone and running it twice changes nothing.
   */
  private static boolean isFallback(Operation loop) {
    Operation parent = loop.parentOp();
    if (!IfOp.is(parent) || parent.numRegions() < 2
        || loop.parentBlock().parentRegion() != parent.region(1)) return false;
    boolean[] found = {false};
    for (Block block : parent.region(0).blocks()) {
      for (Operation top : block) {
        top.walk(op -> {
          if (ForOp.is(op) && markedInductionVariable(op) != null) found[0] = true;
        });
      }
    }
    return found[0];
  }

  /**
   * The index the body of an i32 copy starts with, its induction variable cast with the
   * {@link NonNegativeIndex} marker; null when {@code loop} is not such a copy.
   */
  static Value markedInductionVariable(Operation loop) {
    Block body = loop.region(0).entryBlock();
    Operation first = body.operations().isEmpty() ? null : body.operations().get(0);
    if (first == null || first.numResults() != 1) return null;
    return NonNegativeIndex.int32Source(first.result()) == body.argument(0) ? first.result() : null;
  }

  /**
   * Whether an access of {@code memref} at {@code indices} indexes a dimension with {@code iv}, one
   * of stride 1 or one {@link StridedAccesses} can index in i32; null when one of its indices is
   * derived from {@code iv}, or is {@code iv} in a dimension neither path can take.
   */
  private static Boolean accessUsesIntPath(Operation op, Value memref, List<Value> indices, Value iv,
                                           Set<Value> derived, Block body) {
    List<Long> strides = null;
    boolean direct = false;
    for (int d = 0; d < indices.size(); d++) {
      Value index = indices.get(d);
      if (derived.contains(index)) return null;
      if (index != iv) continue;
      if (strides == null) strides = strides(memref);
      if (strides == null) return null;
      if (strides.get(d) != 1 && !StridedAccesses.qualifies(op, memref, indices, d, strides.get(d), iv, body)) {
        return null;
      }
      direct = true;
    }
    return direct;
  }

  private static List<Long> strides(Value memref) {
    if (!(memref.type() instanceof MemRefType t)) return null;
    MemRefLayouts.Strided layout = MemRefLayouts.stridesAndOffset(t);
    return layout == null ? null : layout.strides();
  }

  static Long constant(Value v) { return Ints.value(Folders.constantValue(v)); }
}
