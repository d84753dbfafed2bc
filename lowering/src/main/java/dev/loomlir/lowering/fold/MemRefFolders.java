package dev.loomlir.lowering.fold;

import dev.loomlir.dialects.arith.Ints;
import static dev.loomlir.ir.FoldResult.of;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.UnrankedMemRefType;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.ir.OpFolder;
import java.util.List;
import java.util.Map;

/**
 * Folders of the memref dialect's size queries (upstream's MemRefOps.cpp): {@code memref.dim}
 * of a static dimension is a constant, of a dynamic one the size operand that created it;
 * {@code memref.rank} of a ranked memref is a constant.
 */
final class MemRefFolders {
  private MemRefFolders() {}

  static void register(Map<String, OpFolder> folders) {
    folders.put("memref.dim", MemRefFolders::dim);
    folders.put("memref.rank", OpFolder.single(MemRefFolders::rank));
  }

  private static List<FoldResult> dim(Operation op, Attribute[] c) {
    Long index = Ints.value(c[1]);
    // Unranked sources and out-of-range indices (undefined behaviour, yet valid IR) are left alone.
    if (index == null || !(op.operand(0).type() instanceof MemRefType type) || index < 0 || index >= type.rank()) {
      return null;
    }
    int i = index.intValue();
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
    return switch (def.name()) {
      case "memref.alloc", "memref.alloca" -> def.operandGroup("dynamicSizes").get(dynamicIndex);
      case "memref.view" -> def.operandGroup("sizes").get(dynamicIndex);
      // Dropped dimensions have static size 1, so the k-th dynamic result size is the k-th size operand.
      case "memref.subview" -> def.operandGroup("sizes").get(dynamicIndex);
      // Upstream (22) leaves dims of memref.reinterpret_cast and other views alone.
      default -> null;
    };
  }

  /** How many dynamic dimensions come before dimension {@code i}. */
  private static int dynamicDimIndex(List<Long> shape, int i) {
    int n = 0;
    for (int d = 0; d < i; d++) if (shape.get(d) == ShapedType.DYNAMIC) n++;
    return n;
  }

  /** {@code dim(cast(%m))} becomes {@code dim(%m)} in place when {@code %m} is ranked (upstream's foldMemRefCast). */
  private static boolean looksThroughCast(Operation dim) {
    Operation cast = dim.operand(0).definingOp();
    if (cast == null || !cast.is("memref.cast") || cast.operand(0).type() instanceof UnrankedMemRefType) return false;
    dim.setOperand(0, cast.operand(0));
    return true;
  }

  private static FoldResult rank(Operation op, Attribute[] c) {
    return op.operand(0).type() instanceof ShapedType t && t.hasRank() ? of(IntegerAttr.index(t.rank())) : null;
  }
}
