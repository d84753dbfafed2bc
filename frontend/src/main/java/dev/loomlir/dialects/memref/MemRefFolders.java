package dev.loomlir.dialects.memref;

import dev.loomlir.dialects.arith.Ints;
import static dev.loomlir.ir.FoldResult.of;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.UnrankedMemRefType;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * Folders of the memref dialect's size queries (upstream's MemRefOps.cpp), attached to their ops:
 * {@code memref.dim} of a static dimension is a constant, of a dynamic one the size operand that
 * created it; {@code memref.rank} of a ranked memref is a constant.
 */
final class MemRefFolders {
  private MemRefFolders() {}

  static List<FoldResult> dim(Operation op, Attribute[] c) {
    // Unranked sources and out-of-range indices (undefined behaviour, yet valid IR) are left alone.
    if (!(c[1] instanceof IntegerAttr constant) || !(op.operand(0).type() instanceof MemRefType type)
        || constant.value() < 0 || constant.value() >= type.rank()) {
      return null;
    }
    int i = (int) constant.value();
    long size = type.shape().get(i);
    if (size != ShapedType.DYNAMIC) return List.of(of(IntegerAttr.index(size)));
    Value dynamicSize = dynamicSizeOperand(op.operand(0).definingOp(), type, i);
    if (dynamicSize != null) return List.of(of(dynamicSize));
    return looksThroughCast(op) ? List.of() : null;
  }

  /** The operand giving the size of dynamic dimension {@code i} of the memref {@code def} creates, or null. */
  private static Value dynamicSizeOperand(Operation def, MemRefType type, int i) {
    if (def == null) return null;
    int dynamicIndex = dynamicDimIndex(type.shape(), i);
    List<Value> allocSizes = AllocLike.dynamicSizes(def);
    if (allocSizes != null) return allocSizes.get(dynamicIndex);
    if (ViewOp.match(def) instanceof ViewOp view) return view.sizes().get(dynamicIndex);
    // Dropped dimensions have static size 1, so the k-th dynamic result size is the k-th size operand.
    if (SubViewOp.match(def) instanceof SubViewOp subview) return subview.sizes().get(dynamicIndex);
    // Upstream (22) leaves dims of memref.reinterpret_cast and other views alone.
    return null;
  }

  /** How many dynamic dimensions come before dimension {@code i}. */
  private static int dynamicDimIndex(List<Long> shape, int i) {
    int n = 0;
    for (int d = 0; d < i; d++) if (shape.get(d) == ShapedType.DYNAMIC) n++;
    return n;
  }

  /** {@code dim(cast(%m))} becomes {@code dim(%m)} in place when {@code %m} is ranked (upstream's foldMemRefCast). */
  private static boolean looksThroughCast(Operation dim) {
    if (!(CastOp.match(dim.operand(0).definingOp()) instanceof CastOp cast)
        || cast.source().type() instanceof UnrankedMemRefType) {
      return false;
    }
    dim.setOperand(0, cast.source());
    return true;
  }

  /**
   * Upstream's foldMemRefCast for ops that only read or write through their memrefs (the DMA ops):
   * every operand a {@code memref.cast} of a ranked memref made is replaced, in place, by the cast's
   * source.
   */
  static List<FoldResult> castsIntoOperands(Operation op, Attribute[] c) {
    boolean folded = false;
    for (int i = 0; i < op.numOperands(); i++) {
      if (CastOp.match(op.operand(i).definingOp()) instanceof CastOp cast
          && !(cast.source().type() instanceof UnrankedMemRefType)) {
        op.setOperand(i, cast.source());
        folded = true;
      }
    }
    return folded ? List.of() : null;
  }

  static FoldResult rank(Operation op, Attribute[] c) {
    return op.operand(0).type() instanceof ShapedType t && t.hasRank() ? of(IntegerAttr.index(t.rank())) : null;
  }
}
