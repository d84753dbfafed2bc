package dev.loomlir.lowering.loops;

import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.IndexCastOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.NonNegativeIndex;
import dev.loomlir.dialects.memref.ExtractStridedMetadataOp;
import dev.loomlir.dialects.memref.LoadOp;
import dev.loomlir.dialects.memref.MemRefLayouts;
import dev.loomlir.dialects.memref.MixedIndices;
import dev.loomlir.dialects.memref.ReinterpretCastOp;
import dev.loomlir.dialects.memref.StoreOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.StridedLayoutAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.lowering.builder.ScfBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The accesses of a loop {@code loomlir-int-loop-versioning} versions that index a dimension
 * whose stride is not 1 with the induction variable ({@code b[p, j]} in a matmul's k loop, the
 * stride a row's length). In the i32 loop each reads a flat view of its memref instead,
 * {@code %v = memref.reinterpret_cast %b to offset: [rest], sizes: [INT_MAX], strides: [1]} with
 * {@code rest} the offset plus the other (loop-invariant) indices times their strides, at
 * {@code %v[%t]}, where {@code %t} is an i32 carried by the loop: {@code lb * s} first, then
 * stepped by {@code step * s}, so no multiply is left in the loop. The code generator turns the
 * access into {@code data[intBase(rest) + t]}, as for unit-stride accesses.
 *
 * <p>Exact under the guard {@code s <=u INT_MAX && ub * s <=u INT_MAX} (with the bounds' own
 * guard, {@code 0 <= lb, ub <= INT_MAX - step}, the product cannot wrap): every {@code p * s}
 * the loop indexes with is in {@code [0, INT_MAX]}, so the wrapping i32 {@code %t} equals it, and
 * {@code rest + t} is the access's linear index (an out-of-range one fails exactly as
 * {@link IntLoopCandidate} describes for unit strides). Accesses whose other indices are
 * computed in the loop, of memrefs defined in it or of i1/i8 elements (views of a
 * {@code memref.view} count offsets from a moved pointer) make the loop no candidate.
 */
final class StridedAccesses {
  private static final long INT_MAX = Integer.MAX_VALUE;

  private StridedAccesses() {}

  /** One strided access of the loop's body: its op, memref, the dimension the induction variable indexes. */
  record Access(Operation op, Value memref, int dim) {
    MemRefLayouts.Strided layout() { return MemRefLayouts.stridesAndOffset((MemRefType) memref.type()); }

    long staticStride() { return layout().strides().get(dim); }
  }

  /**
   * Whether {@code op}, an access of {@code memref} at {@code indices} whose index {@code d} is
   * {@code iv} in a dimension of stride {@code stride} (not 1), can take the strided int path:
   * a scalar {@code memref.load} or {@code memref.store}, or a 1-d {@code vector.load} or
   * {@code vector.store} ({@link #isFlatRow}).
   */
  static boolean qualifies(Operation op, Value memref, List<Value> indices, int d, long stride, Value iv, Block body) {
    if (!(memref.type() instanceof MemRefType t) || isByte(t.elementType()) || isIn(memref, body)) return false;
    if (!LoadOp.is(op) && !StoreOp.is(op) && !isFlatRow(op, t, d)) return false;
    if (stride != ShapedType.DYNAMIC && (stride < 0 || stride > INT_MAX)) return false;
    for (int e = 0; e < indices.size(); e++) {
      if (e != d && (indices.get(e) == iv || isIn(indices.get(e), body))) return false;
    }
    return true;
  }

  /**
   * A 1-d vector access whose lanes run along the memref's last dimension, of static stride 1,
   * while the induction variable indexes another ({@code vector.load %b[%p, %j]} in a vector
   * matmul's k loop): lane {@code l} is element {@code rest + p * s + l} of the buffer, so in the
   * flat unit-stride view, read at {@code rest + t}, it is the same element. Vectors of higher
   * rank read along several dimensions, which a flat view would change.
   */
  private static boolean isFlatRow(Operation op, MemRefType t, int d) {
    VectorType row = dev.loomlir.dialects.vector.LoadOp.match(op) instanceof dev.loomlir.dialects.vector.LoadOp l
        ? l.vectorType()
        : dev.loomlir.dialects.vector.StoreOp.match(op) instanceof dev.loomlir.dialects.vector.StoreOp s
        ? s.vectorType() : null;
    return row != null && row.rank() == 1 && d != t.rank() - 1 && MemRefLayouts.lastDimUnitStride(t);
  }

  /** The strided accesses of {@code body} (a candidate's), in order. */
  static List<Access> of(Block body, Value iv) {
    List<Access> accesses = new ArrayList<>();
    for (Operation op : body) {
      IndexedMemoryAccess access = IndexedMemoryAccess.of(op);
      if (access == null) continue;
      Value memref = access.memref(op);
      List<Value> indices = access.indices(op);
      int d = indices.indexOf(iv);
      if (d < 0) continue;
      List<Long> strides = MemRefLayouts.stridesAndOffset((MemRefType) memref.type()).strides();
      if (strides.get(d) != 1) accesses.add(new Access(op, memref, d));
    }
    return accesses;
  }

  /** True when {@code ub} (a constant) times some static stride exceeds INT_MAX: the i32 loop can never run. */
  static boolean neverFits(List<Access> accesses, long ub) {
    for (Access a : accesses) {
      long s = a.staticStride();
      if (s != ShapedType.DYNAMIC && s != 0 && ub > INT_MAX / s) return true;
    }
    return false;
  }

  /** The memrefs' metadata, read at {@code b} (before the versions), for the layouts' dynamic parts. */
  static Map<Value, ExtractStridedMetadataOp> metadata(ScfBuilder b, List<Access> accesses) {
    Map<Value, ExtractStridedMetadataOp> metadata = new HashMap<>();
    for (Access a : accesses) {
      MemRefLayouts.Strided layout = a.layout();
      if (layout.offset() == ShapedType.DYNAMIC || layout.strides().contains(ShapedType.DYNAMIC)) {
        metadata.computeIfAbsent(a.memref(), m -> ExtractStridedMetadataOp.create(b, b.location(), m));
      }
    }
    return metadata;
  }

  /**
   * {@code s <=u INT_MAX && ub * s <=u INT_MAX} for every access, at {@code b}; null when
   * compile time knows it holds (static strides, a constant {@code ub} that fits).
   */
  static Value guard(ScfBuilder b, List<Access> accesses, Map<Value, ExtractStridedMetadataOp> metadata, Value ub,
                     Long ubConst) {
    Value all = null;
    for (Access a : accesses) {
      long s = a.staticStride();
      if (s != ShapedType.DYNAMIC && ubConst != null) continue;  // decided by neverFits
      Value max = b.index(INT_MAX);
      Value stride = s == ShapedType.DYNAMIC ? metadata.get(a.memref()).stride(a.dim()) : b.index(s);
      Value fits = b.cmpi(CmpIPredicate.ULE, b.binary(MulIOp.TYPE, ub, stride), max);
      if (s == ShapedType.DYNAMIC) fits = b.binary(AndIOp.TYPE, b.cmpi(CmpIPredicate.ULE, stride, max), fits);
      all = all == null ? fits : b.binary(AndIOp.TYPE, all, fits);
    }
    return all;
  }

  /** What the i32 loop carries for one access, and the view it reads. */
  record Carried(Value view, Value first, Value increment) {}

  /**
   * Builds, at {@code b} (where the guard holds, before the i32 loop), each access's view and the
   * i32 values its index starts at and is stepped by.
   */
  static List<Carried> prepare(ScfBuilder b, List<Access> accesses, Map<Value, ExtractStridedMetadataOp> metadata,
                               Value lb32, long step) {
    List<Carried> carried = new ArrayList<>();
    for (Access a : accesses) {
      ExtractStridedMetadataOp md = metadata.get(a.memref());
      MemRefLayouts.Strided layout = a.layout();
      List<Value> indices = IndexedMemoryAccess.of(a.op()).indices(a.op());
      Value rest = layout.offset() == ShapedType.DYNAMIC ? md.offset() : b.index(layout.offset());
      for (int e = 0; e < indices.size(); e++) {
        if (e == a.dim()) continue;
        long se = layout.strides().get(e);
        Value stride = se == ShapedType.DYNAMIC ? md.stride(e) : b.index(se);
        rest = b.binaryOrFold(AddIOp.TYPE, rest, b.binaryOrFold(MulIOp.TYPE, indices.get(e), stride));
      }
      long s = a.staticStride();
      Value s32 = s == ShapedType.DYNAMIC ? b.cast(IndexCastOp.TYPE, md.stride(a.dim()), IntegerType.I32) : i32(b, s);
      Value first = b.binaryOrFold(MulIOp.TYPE, lb32, s32);
      Value increment = b.binaryOrFold(MulIOp.TYPE, i32(b, step), s32);
      carried.add(new Carried(flatView(b, a.memref(), rest), first, increment));
    }
    return carried;
  }

  /**
   * Makes {@code clone} (the i32 loop's copy of an access) read its view at the carried index
   * {@code t}, built at {@code b} (before the clone).
   */
  static void redirect(ScfBuilder b, Operation clone, Value view, Value t) {
    Value index = b.cast(IndexCastOp.TYPE, t, IndexType.INSTANCE);
    NonNegativeIndex.mark(index.definingOp());
    IndexedMemoryAccess access = IndexedMemoryAccess.of(clone);
    int memrefAt = clone.numOperands() - access.indices(clone).size() - 1;  // load, store: the indices last
    List<Value> operands = new ArrayList<>(clone.operands().subList(0, memrefAt));
    operands.add(view);
    operands.add(index);
    clone.setOperands(operands);
  }

  /** {@code memref} as a 1-d unit-stride view starting at element {@code rest} of its buffer. */
  private static Value flatView(ScfBuilder b, Value memref, Value rest) {
    MemRefType t = (MemRefType) memref.type();
    MemRefType flat = new MemRefType(List.of(ShapedType.DYNAMIC), t.elementType(),
        new StridedLayoutAttr(ShapedType.DYNAMIC, List.of(1L)), t.memorySpace());
    return ReinterpretCastOp.create(b, b.location(), memref, flat,
        new MixedIndices(new long[] {ShapedType.DYNAMIC}, List.of(rest)),
        new MixedIndices(new long[] {ShapedType.DYNAMIC}, List.of(b.index(INT_MAX))),
        new MixedIndices(new long[] {1}, List.of())).result();
  }

  private static Value i32(ScfBuilder b, long v) { return b.constant(IntegerAttr.of(v, IntegerType.I32)); }

  private static boolean isByte(Type t) { return t instanceof IntegerType i && i.width() <= 8; }

  private static boolean isIn(Value v, Block body) { return v.parentBlock() == body; }
}
