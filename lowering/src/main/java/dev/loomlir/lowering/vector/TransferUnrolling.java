package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.vector.BroadcastOp;
import dev.loomlir.dialects.vector.ExtractOp;
import dev.loomlir.dialects.vector.InsertOp;
import dev.loomlir.dialects.vector.TransferReadOp;
import dev.loomlir.dialects.vector.TransferWriteOp;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.Arrays;
import java.util.List;

/**
 * {@code convert-vector-to-scf=full-unroll=true}: an n-D transfer op becomes one (n-1)-D transfer
 * per index of its leading dimension, each under its own bounds/mask guard, joined by
 * {@code vector.insert} (read) or fed by {@code vector.extract} (write). A read whose one user
 * inserts it into a vector inserts its slices there directly, and a write of an extracted vector
 * extracts its slices from the source, so that repeated unrolling builds no intermediate vectors.
 */
final class TransferUnrolling {
  private final long targetRank;

  TransferUnrolling(long targetRank) { this.targetRank = targetRank; }

  List<RewritePattern> patterns() {
    return List.of(RewritePattern.of(TransferReadOp.TYPE, this::unrollRead),
        RewritePattern.of(TransferWriteOp.TYPE, this::unrollWrite));
  }

  private boolean unrollable(VectorType vector, Value base) {
    return vector.rank() > targetRank && base.type() instanceof MemRefType m
        && m.elementType().equals(vector.elementType()) && !vector.scalable().get(0);
  }

  private boolean unrollRead(TransferReadOp read, PatternRewriter r) {
    VectorType type = read.vectorType();
    if (!unrollable(type, read.base())) return false;
    Location loc = read.location();
    r.setInsertionPointBefore(read.operation());
    InsertOp into = soleStaticInsert(read.operation().result(0));
    Value vec = into != null ? into.dest() : BroadcastOp.create(r, loc, read.padding(), type).operation().result(0);
    long[] outer = into != null ? into.staticPosition() : new long[0];
    VectorType sliceType = dropLeading(type);
    TransferSlicing s = new TransferSlicing(loc, read.base(), read.indices(), read.permutationMap(), read.mask(),
        read.inBounds());
    for (long i = 0; i < type.shape().get(0); i++) {
      long index = i;
      Value iv = TransferSlicing.index(r, loc, i);
      Value before = vec;
      vec = s.guarded(r, iv, List.of(vec.type()), () -> {
        List<Value> indices = s.sliceIndices(r, iv);
        Value mask = sliceMask(r, s, index);
        TransferReadOp slice = TransferReadOp.create(r, loc, sliceType, read.base(), indices, s.sliceMap(),
            read.padding(), mask, s.sliceInBounds());
        Value part = slice.operation().result(0);
        if (sliceType.rank() == 0) part = ExtractOp.create(r, loc, part).operation().result(0);
        return InsertOp.create(r, loc, part, before, append(outer, index)).operation().result(0);
      }, () -> before);
    }
    if (into != null) {
      r.replaceOp(into.operation(), List.of(vec));
      r.eraseOp(read.operation());
    } else {
      r.replaceOp(read.operation(), List.of(vec));
    }
    return true;
  }

  private boolean unrollWrite(TransferWriteOp write, PatternRewriter r) {
    VectorType type = write.vectorType();
    if (!unrollable(type, write.base())) return false;
    Location loc = write.location();
    r.setInsertionPointBefore(write.operation());
    ExtractOp from = ExtractOp.match(write.vector().definingOp());
    if (from != null && from.hasDynamicPosition()) from = null;
    Value vec = from != null ? from.vector() : write.vector();
    long[] outer = from != null ? from.staticPosition() : new long[0];
    TransferSlicing s = new TransferSlicing(loc, write.base(), write.indices(), write.permutationMap(), write.mask(),
        write.inBounds());
    for (long i = 0; i < type.shape().get(0); i++) {
      long index = i;
      Value iv = TransferSlicing.index(r, loc, i);
      s.guarded(r, iv, List.of(), () -> {
        List<Value> indices = s.sliceIndices(r, iv);
        Value part = ExtractOp.create(r, loc, vec, append(outer, index)).operation().result(0);
        // A slice of a 1-D vector is a scalar: transfer_write takes it as a 0-D vector.
        if (type.rank() == 1) part = BroadcastOp.create(r, loc, part, new VectorType(List.of(), part.type())).operation().result(0);
        TransferWriteOp.create(r, loc, part, write.base(), indices, s.sliceMap(), sliceMask(r, s, index),
            s.sliceInBounds());
        return null;
      }, null);
    }
    r.eraseOp(write.operation());
    return true;
  }

  /**
   * Upstream's {@code maybeAssignMask}: a broadcast dimension keeps the whole mask, an n-D mask
   * gives its row {@code i}; a 1-D mask was already tested by the guard and the slice has none.
   */
  private static Value sliceMask(PatternRewriter r, TransferSlicing s, long i) {
    if (s.mask() == null) return null;
    if (s.leadingIsBroadcast()) return s.mask();
    if (((VectorType) s.mask().type()).rank() > 1) return ExtractOp.create(r, s.loc(), s.mask(), i).operation().result(0);
    return null;
  }

  /** The {@code vector.insert} (at static positions) that is {@code v}'s only use, as its inserted value. */
  private static InsertOp soleStaticInsert(Value v) {
    if (v.uses().size() != 1) return null;
    OpOperand use = v.uses().get(0);
    InsertOp insert = InsertOp.match(use.owner());
    return insert != null && use.index() == 0 && insert.dynamicPosition().isEmpty() ? insert : null;
  }

  static VectorType dropLeading(VectorType v) {
    return new VectorType(v.shape().subList(1, v.rank()), v.elementType(), v.scalable().subList(1, v.rank()));
  }

  private static long[] append(long[] outer, long i) {
    long[] out = Arrays.copyOf(outer, outer.length + 1);
    out[outer.length] = i;
    return out;
  }
}
