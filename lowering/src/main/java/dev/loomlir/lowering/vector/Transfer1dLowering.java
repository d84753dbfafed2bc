package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.memref.LoadOp;
import dev.loomlir.dialects.memref.MemRefLayouts;
import dev.loomlir.dialects.memref.StoreOp;
import dev.loomlir.dialects.scf.ForOp;
import dev.loomlir.dialects.scf.YieldOp;
import dev.loomlir.dialects.vector.BroadcastOp;
import dev.loomlir.dialects.vector.ExtractOp;
import dev.loomlir.dialects.vector.InsertOp;
import dev.loomlir.dialects.vector.PermutationMaps;
import dev.loomlir.dialects.vector.TransferReadOp;
import dev.loomlir.dialects.vector.TransferWriteOp;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;

/**
 * At target rank 1, a 1-D transfer op that is no plain vector load or store (its lanes walk a
 * memref dimension other than the last, are a broadcast, or the last dimension is strided) becomes
 * an {@code scf.for} over its lanes with scalar {@code memref.load}/{@code store}, each lane under
 * the bounds/mask guard.
 */
final class Transfer1dLowering {
  private Transfer1dLowering() {}

  static List<RewritePattern> patterns() {
    return List.of(RewritePattern.of(TransferReadOp.TYPE, Transfer1dLowering::read),
        RewritePattern.of(TransferWriteOp.TYPE, Transfer1dLowering::write));
  }

  private static boolean applies(VectorType vector, Value base, AffineMap map) {
    return vector.rank() == 1 && map.numResults() > 0 && base.type() instanceof MemRefType m
        && !(PermutationMaps.isMinorIdentity(map) && MemRefLayouts.lastDimUnitStride(m)) && !vector.scalable().get(0);
  }

  private static boolean read(TransferReadOp read, PatternRewriter r) {
    VectorType type = read.vectorType();
    if (!applies(type, read.base(), read.permutationMap())) return false;
    Location loc = read.location();
    TransferSlicing s = TransferSlicing.of(read);
    r.setInsertionPointBefore(read.operation());
    ForOp loop = lanes(r, read.operation(), type, () -> List.of(BroadcastOp.create(r, loc, read.padding(), type).operation().result(0)));
    Value iv = loop.inductionVar(), vec = loop.regionIterArgs().get(0);
    List<Value> indices = s.sliceIndices(r, iv);
    Value next = s.guarded(r, iv, List.of(type), () -> {
      Value lane = LoadOp.create(r, loc, read.base(), indices).operation().result(0);
      return InsertOp.create(r, loc, lane, vec, iv).operation().result(0);
    }, () -> vec);
    YieldOp.create(r, loc, List.of(next));
    r.replaceOp(read.operation(), List.of(loop.operation().result(0)));
    return true;
  }

  private static boolean write(TransferWriteOp write, PatternRewriter r) {
    VectorType type = write.vectorType();
    if (!applies(type, write.base(), write.permutationMap())) return false;
    Location loc = write.location();
    TransferSlicing s = TransferSlicing.of(write);
    r.setInsertionPointBefore(write.operation());
    ForOp loop = lanes(r, write.operation(), type, List::of);
    Value iv = loop.inductionVar();
    List<Value> indices = s.sliceIndices(r, iv);
    s.guarded(r, iv, List.of(), () -> {
      Value lane = ExtractOp.create(r, loc, write.vector(), iv).operation().result(0);
      StoreOp.create(r, loc, lane, write.base(), indices);
      return null;
    }, null);
    YieldOp.create(r, loc, List.of());
    r.eraseOp(write.operation());
    return true;
  }

  /**
   * {@code scf.for %iv = 0 to lanes} carrying {@code inits}, the insertion point moved into its
   * body; the initial values are built after the bounds, as upstream does (it fixes where their
   * constants are hoisted).
   */
  private static ForOp lanes(PatternRewriter r, Operation op, VectorType type, java.util.function.Supplier<List<Value>> inits) {
    Location loc = op.location();
    Value lb = TransferSlicing.index(r, loc, 0);
    Value ub = TransferSlicing.index(r, loc, type.shape().get(0));
    Value step = TransferSlicing.index(r, loc, 1);
    ForOp loop = ForOp.create(r, loc, lb, ub, step, inits.get());
    r.setInsertionPointToEnd(loop.body());
    return loop;
  }
}
