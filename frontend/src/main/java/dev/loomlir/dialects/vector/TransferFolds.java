package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.Matchers;
import java.util.ArrayList;
import java.util.List;

/**
 * The folds upstream applies to both transfer ops, in place: dimensions proven in bounds (a
 * constant index plus the vector's size within a static source dimension; broadcast dimensions
 * once every other one is) get {@code in_bounds = true}, and an all-true mask is dropped.
 */
final class TransferFolds {
  private TransferFolds() {}

  static List<FoldResult> fold(Operation op, Attribute[] constants) {
    boolean changed = inferInBounds(op);
    changed |= dropFullMask(op);
    return changed ? List.of() : null;
  }

  private static boolean inferInBounds(Operation op) {
    AffineMap map = TransferOps.permutationMap(op);
    if (map.results().isEmpty()) return false;
    boolean[] inBounds = TransferOps.inBoundsValues(op).clone();
    boolean read = TransferReadOp.is(op);
    ShapedType shaped = (ShapedType) op.operand(read ? 0 : 1).type();
    VectorType vector = (VectorType) (read ? op.result(0).type() : op.operand(0).type());
    List<Value> indices = op.operandGroup("indices");
    boolean changed = false;
    List<Integer> nonBroadcast = new ArrayList<>();
    for (int i = 0; i < inBounds.length; i++) {
      if (inBounds[i]) continue;
      int d = PermutationMaps.dimPosition(map, i);
      if (d < 0) continue;
      nonBroadcast.add(i);
      if (shaped.shape().get(d) == ShapedType.DYNAMIC) continue;
      if (!(Matchers.constantValue(indices.get(d)) instanceof IntegerAttr c)) continue;
      if (c.value() + vector.shape().get(i) <= shaped.shape().get(d)) {
        inBounds[i] = true;
        changed = true;
      }
    }
    boolean allInBounds = true;
    for (int i : nonBroadcast) allInBounds &= inBounds[i];
    if (allInBounds) {
      for (int i = 0; i < inBounds.length; i++) {
        if (PermutationMaps.isBroadcast(map, i) && !inBounds[i]) {
          inBounds[i] = true;
          changed = true;
        }
      }
    }
    if (changed) op.setAttr("in_bounds", TransferOps.inBounds(inBounds));
    return changed;
  }

  /** A mask every lane of which is set does nothing. */
  private static boolean dropFullMask(Operation op) {
    List<Value> mask = op.operandGroup("mask");
    if (mask.isEmpty() || MaskFormat.of(mask.get(0)) != MaskFormat.ALL_TRUE) return false;
    int index = op.operands().indexOf(mask.get(0));
    op.eraseOperand(index);
    long[] seg = ((dev.loomlir.ir.DenseArrayAttr) op.attr("operandSegmentSizes")).ints().clone();
    seg[seg.length - 1] = 0;
    int[] sizes = new int[seg.length];
    for (int i = 0; i < seg.length; i++) sizes[i] = (int) seg[i];
    op.setAttr("operandSegmentSizes", dev.loomlir.ir.DenseArrayAttr.ofI32(sizes));
    return true;
  }
}
