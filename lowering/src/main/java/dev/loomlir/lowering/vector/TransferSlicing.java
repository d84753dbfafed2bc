package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.affine.AffineValueMap;
import dev.loomlir.dialects.affine.ApplyOp;
import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.memref.DimOp;
import dev.loomlir.dialects.scf.IfOp;
import dev.loomlir.dialects.scf.YieldOp;
import dev.loomlir.dialects.vector.VectorTransferOp;
import dev.loomlir.dialects.vector.ExtractOp;
import dev.loomlir.dialects.vector.PermutationMaps;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.lowering.fold.Folding;
import dev.loomlir.rewrite.PatternRewriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * What {@code convert-vector-to-scf}'s transfer lowerings share: a transfer op seen as its leading
 * vector dimension (the one unpacked into a loop or unrolled) and the rest, the memref indices of
 * one slice, and upstream's guard around a slice that may lie outside the memref or be masked off.
 */
record TransferSlicing(Location loc, Value base, List<Value> indices, AffineMap map, Value mask, boolean[] inBounds) {
  /** The slicing of a transfer op's own operands and attributes. */
  static TransferSlicing of(VectorTransferOp t) {
    return new TransferSlicing(t.location(), t.base(), t.indices(), t.permutationMap(), t.mask(), t.inBounds());
  }

  /** The memref dimension the leading vector dimension walks, or null when it is a broadcast. */
  Integer unpackedDim() {
    return PermutationMaps.isBroadcast(map, 0) ? null : PermutationMaps.dimPosition(map, 0);
  }

  boolean leadingIsBroadcast() { return unpackedDim() == null; }

  /** The permutation map of one slice: the same map without its first result. */
  AffineMap sliceMap() { return map.withResults(map.results().subList(1, map.numResults())); }

  /** The in_bounds flags of one slice. */
  boolean[] sliceInBounds() { return Arrays.copyOfRange(inBounds, 1, inBounds.length); }

  /** The indices of slice {@code iv}: the unpacked dimension's index plus {@code iv} (a broadcast keeps them all). */
  List<Value> sliceIndices(PatternRewriter r, Value iv) {
    List<Value> out = new ArrayList<>(indices);
    Integer dim = unpackedDim();
    if (dim != null) out.set(dim, addIndex(r, loc, indices.get(dim), iv));
    return out;
  }

  /** Upstream's {@code makeComposedAffineApply(d0 + d1, {a, b})}: composed with the applies defining them, canonicalized. */
  static Value addIndex(PatternRewriter r, Location loc, Value a, Value b) {
    AffineMap sum = new AffineMap(2, 0, List.of(AffineExpr.sum(new AffineExpr.Dim(0), new AffineExpr.Dim(1))));
    AffineValueMap composed = new AffineValueMap(sum, List.of(a, b)).fullyComposed().composed();
    return ApplyOp.create(r, loc, composed.map(), composed.operands()).result();
  }

  static Value index(PatternRewriter r, Location loc, long value) {
    return ConstantOp.create(r, loc, IntegerAttr.index(value), IndexType.INSTANCE).result();
  }

  /**
   * Upstream's {@code generateInBoundsCheck} (MLIR 22): slice {@code iv} is built by
   * {@code inBounds} under an {@code scf.if} when its memref index may be past the dimension's size
   * ({@code dim > index}) or, for a 1-D mask, its mask bit may be off; otherwise {@code outOfBounds}
   * (or nothing) gives the value. Returns the value (null when {@code resultTypes} is empty).
   */
  Value guarded(PatternRewriter r, Value iv, List<Type> resultTypes, Supplier<Value> inBoundsCase, Supplier<Value> outOfBounds) {
    Value cond = null;
    Integer dim = unpackedDim();
    if (!inBounds[0] && dim != null) {
      Value size = Folding.createOrFold(r, DimOp.create(r, loc, base, index(r, loc, dim)).operation());
      Value at = addIndex(r, loc, indices.get(dim), iv);
      cond = CmpIOp.create(r, loc, CmpIPredicate.SGT, size, at).result();
    }
    if (mask != null && ((VectorType) mask.type()).rank() == 1 && dim != null) {
      Value bit = ExtractOp.create(r, loc, mask, iv).operation().result(0);
      cond = cond == null ? bit : ArithBinaryOp.build(AndIOp.TYPE, r, loc, cond, bit).result();
    }
    if (cond == null) return inBoundsCase.get();
    IfOp check = IfOp.create(r, loc, cond, resultTypes);
    var saved = r.saveInsertionPoint();
    r.setInsertionPointToEnd(check.thenBlock());
    yieldValue(r, loc, inBoundsCase.get());
    r.setInsertionPointToEnd(check.elseBlock());
    yieldValue(r, loc, outOfBounds == null ? null : outOfBounds.get());
    r.restoreInsertionPoint(saved);
    return resultTypes.isEmpty() ? null : check.operation().result(0);
  }

  private static void yieldValue(PatternRewriter r, Location loc, Value v) {
    YieldOp.create(r, loc, v == null ? List.of() : List.of(v));
  }
}
