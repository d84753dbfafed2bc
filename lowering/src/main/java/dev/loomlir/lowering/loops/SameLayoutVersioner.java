package dev.loomlir.lowering.loops;

import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.memref.ExtractStridedMetadataOp;
import dev.loomlir.dialects.memref.MemRefLayouts;
import dev.loomlir.dialects.memref.MixedIndices;
import dev.loomlir.dialects.memref.ReinterpretCastOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.StridedLayoutAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.OpCloner;
import dev.loomlir.lowering.builder.ScfBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The layout version of {@code loomlir-int-loop-versioning}: when every memref access of a loop
 * indexes the same dimension with the induction variable and uses the very same SSA values as its
 * other indices, and at least two distinct memrefs are accessed (all of one rank, defined outside
 * the loop), the i32 loop runs over views of them that share one layout:
 * <pre>
 * %same = (offsets and strides the types leave dynamic are equal, read by extract_strided_metadata)
 * scf.if %fits && %same { %vX = memref.reinterpret_cast %X to offset: [o], sizes: [X's], strides: [s] ...;
 *                         the i32 loop over the views }
 * else                  { the plain i32 loop if %fits, else the loop as it was }
 * </pre>
 * with the same SSA values {@code o} and {@code s} for every view ({@link IntLoopVersioner} builds
 * that; when constant bounds leave only the i32 loop, {@link #version} versions it on
 * {@code %same} alone). The code generator takes a reinterpret_cast's offset and strides from
 * those operands, so every access of the loop computes its base {@code rest} from the same JVM
 * locals; C2 then sees one index expression for the loads and the store, proves they cannot
 * overlap across iterations, and vectorizes, which it does not with one base per memref (the
 * arrays may be the same object). The views are made only where the guard held, so they address
 * exactly the elements the memrefs do.
 *
 * <p>Not versioned: layouts whose static offsets or strides differ (no run time can make them
 * equal), layouts that are static and equal (the code generator already folds them to the same
 * constants), and i1/i8 memrefs (a descriptor derived from a {@code memref.view} counts its
 * offset from a shifted pointer, so the code generator reads those from the descriptor anyway).
 */
final class SameLayoutVersioner {
  private static final long DYNAMIC = ShapedType.DYNAMIC;

  private SameLayoutVersioner() {}

  /** What the guard compares and the views share: the memrefs and their common static layout. */
  record Plan(List<Value> memrefs, int rank, long[] common) {}

  /** The guard's pieces: each memref's extract_strided_metadata, the shared values, the i1. */
  record Guard(Map<Value, ExtractStridedMetadataOp> metadata, Value[] shared, Value same) {}

  /**
   * Versions {@code intLoop} (built just now, not yet used, the only version of a loop with
   * constant bounds) on {@code %same} when it qualifies, returning the values that replace its
   * results: the results of the {@code scf.if}, or its own.
   */
  static List<? extends Value> version(OpRegistry ops, Operation intLoop) {
    Value iv = IntLoopCandidate.markedInductionVariable(intLoop);
    if (iv == null) return intLoop.results();
    Plan plan = plan(ScfBuilder.body(intLoop), iv);
    if (plan == null) return intLoop.results();

    ScfBuilder b = new ScfBuilder(ops, intLoop.location());
    b.setInsertionPointBefore(intLoop);
    Guard guard = guard(b, plan);
    Operation ifOp = b.ifElse(guard.same(), intLoop.resultTypes());
    b.setInsertionPointToEnd(ifOp.region(0).entryBlock());
    OpCloner cloner = new OpCloner();
    mapViews(b, plan, guard, cloner);
    Operation viewLoop = cloner.cloneInto(b, intLoop);
    b.yield(viewLoop.results());

    b.moveAndYield(intLoop, ifOp.region(1).entryBlock());
    return ifOp.results();
  }

  /**
   * The plan for a loop whose body is {@code body} and whose induction variable (as index) is
   * {@code iv}, or null when its memrefs cannot or need not be given one layout.
   */
  static Plan plan(Block body, Value iv) {
    List<Value> memrefs = sharedIndexMemRefs(body, iv);
    if (memrefs == null) return null;
    int rank = ((MemRefType) memrefs.get(0).type()).rank();
    // The common layout: a static value where some type fixes it (all such must agree), else
    // the first memref's run-time value. Index 0 is the offset, 1 + d the stride of d.
    long[] common = new long[1 + rank];
    boolean anyDynamic = false;
    for (int f = 0; f <= rank; f++) {
      common[f] = DYNAMIC;
      for (Value m : memrefs) {
        long v = field(m, f);
        if (v == DYNAMIC) anyDynamic = true;
        else if (common[f] == DYNAMIC) common[f] = v;
        else if (common[f] != v) return null;
      }
    }
    return anyDynamic ? new Plan(memrefs, rank, common) : null;
  }

  /** Builds, at {@code b}, the metadata reads and {@code %same}. */
  static Guard guard(ScfBuilder b, Plan plan) {
    int rank = plan.rank();
    Map<Value, ExtractStridedMetadataOp> metadata = new HashMap<>();
    for (Value m : plan.memrefs()) {
      if (needsMetadata((MemRefType) m.type())) metadata.put(m, ExtractStridedMetadataOp.create(b, b.location(), m));
    }
    // The values the views share: a constant where static, else the first memref's. With two
    // or more memrefs, a field dynamic in one is compared with a constant or another's value.
    Value[] shared = new Value[1 + rank];
    Value same = null;
    for (int f = 0; f <= rank; f++) {
      for (Value m : plan.memrefs()) {
        if (field(m, f) != DYNAMIC) continue;
        Value v = metadataField(metadata.get(m), f);
        if (shared[f] == null && plan.common()[f] == DYNAMIC) {
          shared[f] = v;
          continue;
        }
        if (shared[f] == null) shared[f] = b.index(plan.common()[f]);
        Value eq = b.cmpi(CmpIPredicate.EQ, v, shared[f]);
        same = same == null ? eq : b.binary(AndIOp.TYPE, same, eq);
      }
    }
    return new Guard(metadata, shared, same);
  }

  /** Makes, at {@code b} (where the guard holds), each memref's view and maps it in {@code cloner}. */
  static void mapViews(ScfBuilder b, Plan plan, Guard guard, OpCloner cloner) {
    for (Value m : plan.memrefs()) {
      cloner.map(m, reinterpretCast(b, m, guard.metadata().get(m), plan.common(), guard.shared()));
    }
  }

  /**
   * The distinct memrefs of the loop's accesses (first accessed first) when all its accesses
   * index one dimension with {@code iv} and share the other indices, there are at least two,
   * all of one rank and defined outside the loop; else null.
   */
  private static List<Value> sharedIndexMemRefs(Block body, Value iv) {
    Set<Value> memrefs = new LinkedHashSet<>();
    List<Value> pattern = null;
    for (Operation op : body) {
      IndexedMemoryAccess access = IndexedMemoryAccess.of(op);
      if (access == null) continue;
      Value memref = access.memref(op);
      List<Value> indices = access.indices(op);
      if (pattern == null) {
        if (indices.stream().filter(i -> i == iv).count() != 1) return null;
        pattern = indices;
      } else if (!indices.equals(pattern)) {
        return null;
      }
      if (!(memref.type() instanceof MemRefType t) || isByte(t.elementType()) || definedIn(memref, body)) return null;
      memrefs.add(memref);
    }
    return memrefs.size() >= 2 ? new ArrayList<>(memrefs) : null;
  }

  private static boolean isByte(Type t) { return t instanceof IntegerType i && i.width() <= 8; }

  private static boolean definedIn(Value v, Block body) {
    Operation def = v.definingOp();
    return def != null ? def.parentBlock() == body : v instanceof BlockArgument a && a.owner() == body;
  }

  /** Field {@code f} of the memref's type: 0 the offset, 1 + d the stride of d. */
  private static long field(Value memref, int f) {
    MemRefLayouts.Strided layout = MemRefLayouts.stridesAndOffset((MemRefType) memref.type());
    return f == 0 ? layout.offset() : layout.strides().get(f - 1);
  }

  private static boolean needsMetadata(MemRefType t) {
    if (t.shape().contains(DYNAMIC)) return true;
    MemRefLayouts.Strided layout = MemRefLayouts.stridesAndOffset(t);
    return layout.offset() == DYNAMIC || layout.strides().contains(DYNAMIC);
  }

  /** Result for field {@code f} (0 offset, 1 + d stride of d) of an extract_strided_metadata. */
  private static Value metadataField(ExtractStridedMetadataOp md, int f) {
    return f == 0 ? md.offset() : md.stride(f - 1);
  }

  /** {@code memref} with its own sizes and the shared offset and strides. */
  private static Value reinterpretCast(ScfBuilder b, Value memref, ExtractStridedMetadataOp md, long[] common,
                                       Value[] shared) {
    MemRefType t = (MemRefType) memref.type();
    int rank = t.rank();
    List<Value> offsets = new ArrayList<>(), sizes = new ArrayList<>(), strides = new ArrayList<>();
    if (common[0] == DYNAMIC) offsets.add(shared[0]);
    long[] staticSizes = new long[rank], staticStrides = new long[rank];
    List<Long> layoutStrides = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      staticSizes[d] = t.shape().get(d);
      if (staticSizes[d] == DYNAMIC) sizes.add(md.size(d));
      staticStrides[d] = common[1 + d];
      if (staticStrides[d] == DYNAMIC) strides.add(shared[1 + d]);
      layoutStrides.add(staticStrides[d]);
    }
    MemRefType type = new MemRefType(t.shape(), t.elementType(), new StridedLayoutAttr(common[0], layoutStrides),
        t.memorySpace());
    return ReinterpretCastOp.create(b, b.location(), memref, type, new MixedIndices(new long[] {common[0]}, offsets),
        new MixedIndices(staticSizes, sizes), new MixedIndices(staticStrides, strides)).result();
  }
}
