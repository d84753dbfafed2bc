package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.memref.AllocaOp;
import dev.loomlir.dialects.memref.LoadOp;
import dev.loomlir.dialects.memref.StoreOp;
import dev.loomlir.dialects.scf.ForOp;
import dev.loomlir.dialects.scf.YieldOp;
import dev.loomlir.dialects.vector.BroadcastOp;
import dev.loomlir.dialects.vector.TransferReadOp;
import dev.loomlir.dialects.vector.TransferWriteOp;
import dev.loomlir.dialects.vector.TypeCastOp;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code convert-vector-to-scf}'s default (not unrolled) lowering of an n-D transfer op: the vector
 * goes through a {@code memref.alloca} of its type, and each application unpacks its leading
 * dimension into an {@code scf.for} over a {@code vector.type_cast} of that buffer, until the
 * slices have the target rank. A transfer op being lowered carries {@link #LABEL}; its buffer is
 * found through the store of its result (read) or the load of its vector (write), as upstream does.
 */
final class TransferBufferLowering {
  /** Upstream's attribute marking a transfer op whose buffer is in place. */
  static final String LABEL = "__vector_to_scf_lowering__";

  private final long targetRank;

  TransferBufferLowering(long targetRank) { this.targetRank = targetRank; }

  List<RewritePattern> patterns() {
    return List.of(
        RewritePattern.of(TransferReadOp.TYPE, this::prepareRead),
        RewritePattern.of(TransferWriteOp.TYPE, this::prepareWrite),
        RewritePattern.of(TransferReadOp.TYPE, this::unpackRead),
        RewritePattern.of(TransferWriteOp.TYPE, this::unpackWrite));
  }

  /** A read or write this lowering takes: unlabeled, above the target rank, on a memref, inside an allocation scope. */
  private boolean preparable(Operation op, VectorType vector, Value base) {
    return op.attr(LABEL) == null && vector.rank() > targetRank && !vector.scalable().get(0)
        && base.type() instanceof MemRefType m && m.elementType().equals(vector.elementType())
        && allocationScope(op) != null;
  }

  /** {@code read} becomes a labeled copy storing into a new buffer, whose load replaces it. */
  private boolean prepareRead(TransferReadOp read, PatternRewriter r) {
    if (!preparable(read.operation(), read.vectorType(), read.base())) return false;
    Location loc = read.location();
    Value[] buffers = allocas(r, read.operation(), read.vectorType(), read.mask());
    Value buffer = buffers[0];
    Value mask = read.mask() == null ? null : stagedMask(r, read.operation(), read.mask(), buffers[1]);
    r.setInsertionPointBefore(read.operation());
    TransferReadOp labeled = TransferReadOp.create(r, loc, read.vectorType(), read.base(), read.indices(),
        read.permutationMap(), read.padding(), mask, read.inBounds());
    labeled.operation().setAttr(LABEL, UnitAttr.INSTANCE);
    StoreOp.create(r, loc, labeled.operation().result(0), buffer, List.of());
    r.replaceOp(read.operation(), List.of(LoadOp.create(r, loc, buffer, List.of()).operation().result(0)));
    return true;
  }

  /** {@code write}'s vector goes through a new buffer, and the write is labeled. */
  private boolean prepareWrite(TransferWriteOp write, PatternRewriter r) {
    if (!preparable(write.operation(), write.vectorType(), write.base())) return false;
    Location loc = write.location();
    Value[] buffers = allocas(r, write.operation(), write.vectorType(), write.mask());
    Value buffer = buffers[0];
    Value mask = write.mask() == null ? null : stagedMask(r, write.operation(), write.mask(), buffers[1]);
    r.setInsertionPointBefore(write.operation());
    StoreOp.create(r, loc, write.vector(), buffer, List.of());
    Value loaded = LoadOp.create(r, loc, buffer, List.of()).operation().result(0);
    write.operation().setOperand(0, loaded);
    if (mask != null) write.operation().setOperand(write.operation().numOperands() - 1, mask);
    write.operation().setAttr(LABEL, UnitAttr.INSTANCE);
    r.modified(write.operation());
    return true;
  }

  /** The mask stored into its buffer before {@code op}, and loaded back. */
  private static Value stagedMask(PatternRewriter r, Operation op, Value mask, Value buffer) {
    r.setInsertionPointBefore(op);
    StoreOp.create(r, op.location(), mask, buffer, List.of());
    return LoadOp.create(r, op.location(), buffer, List.of()).operation().result(0);
  }

  /**
   * {@code memref.alloca() : memref<vector<...>>} for the data and, if there is a mask, then for the
   * mask, at the start of the allocation scope around {@code op}.
   */
  private static Value[] allocas(PatternRewriter r, Operation op, VectorType type, Value mask) {
    r.setInsertionPointToStart(allocationScope(op).region(0).entryBlock());
    Value data = AllocaOp.create(r, op.location(), new MemRefType(List.of(), type), List.of()).operation().result(0);
    Value maskBuffer = mask == null ? null
        : AllocaOp.create(r, op.location(), new MemRefType(List.of(), mask.type()), List.of()).operation().result(0);
    return new Value[] {data, maskBuffer};
  }

  /**
   * The closest automatic allocation scope, as MLIR 22 picks it: a loop body (scf.for,
   * affine.for, scf.parallel) is one, so a transfer in a loop gets its buffer there.
   */
  private static Operation allocationScope(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p.def() != null && p.def().has(Trait.AUTOMATIC_ALLOCATION_SCOPE)) return p;
    }
    return null;
  }

  /** A labeled read: an {@code scf.for} over its leading dimension, each slice read and stored into the cast buffer. */
  private boolean unpackRead(TransferReadOp read, PatternRewriter r) {
    if (read.operation().attr(LABEL) == null) return false;
    StoreOp store = StoreOp.match(read.operation().result(0).uses().get(0).owner());
    Unpacked u = unpack(r, read.operation(), store.memref(), read.mask(), TransferSlicing.of(read));
    if (u == null) return false;
    Location loc = read.location();
    List<Value> storeIndices = new ArrayList<>(store.indices());
    storeIndices.add(u.iv);
    VectorType sliceType = (VectorType) ((MemRefType) u.castBuffer.type()).elementType();
    u.slicing.guarded(r, u.iv, List.of(), () -> {
      List<Value> indices = u.slicing.sliceIndices(r, u.iv);
      TransferReadOp slice = TransferReadOp.create(r, loc, sliceType, read.base(), indices,
          u.slicing.sliceMap(), read.padding(), u.sliceMask(r), u.slicing.sliceInBounds());
      labelAboveTarget(slice.operation(), sliceType);
      StoreOp.create(r, loc, slice.operation().result(0), u.castBuffer, storeIndices);
      return null;
    }, () -> {
      Value padded = BroadcastOp.create(r, loc, read.padding(), sliceType).operation().result(0);
      StoreOp.create(r, loc, padded, u.castBuffer, storeIndices);
      return null;
    });
    YieldOp.create(r, loc, List.of());
    r.eraseOp(store.operation());
    r.eraseOp(read.operation());
    return true;
  }

  /** A labeled write: an {@code scf.for} over its leading dimension, each slice loaded from the cast buffer and written. */
  private boolean unpackWrite(TransferWriteOp write, PatternRewriter r) {
    if (write.operation().attr(LABEL) == null) return false;
    LoadOp load = LoadOp.match(write.vector().definingOp());
    Unpacked u = unpack(r, write.operation(), load.memref(), write.mask(), TransferSlicing.of(write));
    if (u == null) return false;
    Location loc = write.location();
    List<Value> loadIndices = new ArrayList<>(load.indices());
    loadIndices.add(u.iv);
    VectorType sliceType = (VectorType) ((MemRefType) u.castBuffer.type()).elementType();
    u.slicing.guarded(r, u.iv, List.of(), () -> {
      List<Value> indices = u.slicing.sliceIndices(r, u.iv);
      Value vec = LoadOp.create(r, loc, u.castBuffer, loadIndices).operation().result(0);
      TransferWriteOp slice = TransferWriteOp.create(r, loc, vec, write.base(), indices, u.slicing.sliceMap(),
          u.sliceMask(r), u.slicing.sliceInBounds());
      labelAboveTarget(slice.operation(), sliceType);
      return null;
    }, null);
    YieldOp.create(r, loc, List.of());
    r.eraseOp(write.operation());
    return true;
  }

  private void labelAboveTarget(Operation slice, VectorType sliceType) {
    if (sliceType.rank() > targetRank) slice.setAttr(LABEL, UnitAttr.INSTANCE);
  }

  /** The cast buffers and the loop (the insertion point is inside its body) of one unpacking step. */
  private record Unpacked(TransferSlicing slicing, Value castBuffer, Value castMask, Value iv, List<Value> maskIndices) {
    /**
     * A slice's mask: the mask buffer's row {@code iv} (or, for a broadcast, the same row), unless
     * the mask is 1-D and the dimension is not a broadcast: then the guard already tested its bit.
     */
    Value sliceMask(PatternRewriter r) {
      if (slicing.mask() == null) return null;
      boolean broadcast = slicing.leadingIsBroadcast();
      if (!broadcast && ((VectorType) slicing.mask().type()).rank() == 1) return null;
      List<Value> indices = new ArrayList<>(maskIndices);
      if (!broadcast) indices.add(iv);
      return LoadOp.create(r, slicing.loc(), castMask, indices).operation().result(0);
    }
  }

  /** Casts the buffers, builds {@code scf.for %iv = 0 to dim0} before {@code op} and moves the insertion point into its body. */
  private static Unpacked unpack(PatternRewriter r, Operation op, Value buffer, Value mask, TransferSlicing slicing) {
    MemRefType castType = unpackOneDim((MemRefType) buffer.type());
    if (castType == null) return null;
    Location loc = op.location();
    r.setInsertionPointBefore(op);
    Value castBuffer = TypeCastOp.create(r, loc, buffer, castType).operation().result(0);
    Value castMask = null;
    List<Value> maskIndices = List.of();
    if (mask != null) {
      LoadOp maskLoad = LoadOp.match(mask.definingOp());
      Value maskBuffer = maskLoad.memref();
      maskIndices = maskLoad.indices();
      castMask = slicing.leadingIsBroadcast() || ((VectorType) mask.type()).rank() == 1 ? maskBuffer
          : TypeCastOp.create(r, loc, maskBuffer, unpackOneDim((MemRefType) maskBuffer.type())).operation().result(0);
    }
    Value lb = TransferSlicing.index(r, loc, 0);
    Value ub = TransferSlicing.index(r, loc, castType.shape().get(castType.rank() - 1));
    Value step = TransferSlicing.index(r, loc, 1);
    ForOp loop = ForOp.create(r, loc, lb, ub, step, List.of());
    r.setInsertionPointToEnd(loop.body());
    return new Unpacked(slicing, castBuffer, castMask, loop.inductionVar(), maskIndices);
  }

  /** {@code memref<9xvector<5x6xf32>>} to {@code memref<9x5xvector<6xf32>>}; null for a leading scalable dimension. */
  private static MemRefType unpackOneDim(MemRefType type) {
    VectorType v = (VectorType) type.elementType();
    if (v.scalable().get(0)) return null;
    List<Long> shape = new ArrayList<>(type.shape());
    shape.add(v.shape().get(0));
    VectorType rest = new VectorType(v.shape().subList(1, v.rank()), v.elementType(), v.scalable().subList(1, v.rank()));
    return new MemRefType(shape, rest);
  }
}
