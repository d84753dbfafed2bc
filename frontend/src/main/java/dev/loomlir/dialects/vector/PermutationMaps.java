package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * The affine maps of transfer ops and contractions: minor identities, projected permutations
 * (each result a distinct dimension, or the constant 0 for a broadcast dimension) and the
 * shapes they induce.
 */
public final class PermutationMaps {
  private PermutationMaps() {}

  /** {@code (d0, ..., d_{n-1}) -> (d_{n-k}, ..., d_{n-1})}. */
  public static AffineMap minorIdentity(int numDims, int numResults) {
    List<AffineExpr> results = new ArrayList<>();
    for (int i = numDims - numResults; i < numDims; i++) results.add(new AffineExpr.Dim(i));
    return new AffineMap(numDims, 0, results);
  }

  public static boolean isMinorIdentity(AffineMap m) {
    return m.numDims() >= m.results().size() && m.equals(minorIdentity(m.numDims(), m.results().size()));
  }

  /** Upstream's {@code getTransferMinorIdentityMap}: the default permutation map of a transfer op. */
  public static AffineMap transferDefault(ShapedType source, VectorType vector) {
    int elementRank = source.elementType() instanceof VectorType ev ? ev.rank() : 0;
    if (source.rank() == 0 && vector.shape().equals(List.of(1L))) {
      return new AffineMap(0, 0, List.of(new AffineExpr.Constant(0)));
    }
    return minorIdentity(source.rank(), vector.rank() - elementRank);
  }

  /** The rank of the vector a transfer moves, without the source's vector element type's. */
  static int effectiveVectorRank(ShapedType source, VectorType vector) {
    return source.elementType() instanceof VectorType ev ? vector.rank() - ev.rank() : vector.rank();
  }

  /** Result {@code i}'s dimension, or -1 for a constant (broadcast) result. */
  public static int dimPosition(AffineMap m, int i) {
    return m.results().get(i) instanceof AffineExpr.Dim d ? d.position() : -1;
  }

  /** The result index whose expression is dimension {@code dim}, or -1. */
  public static int resultIndexOf(AffineMap m, int dim) {
    for (int i = 0; i < m.results().size(); i++) if (dimPosition(m, i) == dim) return i;
    return -1;
  }

  /** Every result a distinct dimension ({@code isProjectedPermutation}); with {@code allowZero}, also the constant 0. */
  public static boolean isProjectedPermutation(AffineMap m, boolean allowZero) {
    if (m.numSymbols() != 0) return false;
    boolean[] seen = new boolean[m.numDims()];
    for (AffineExpr e : m.results()) {
      if (e instanceof AffineExpr.Dim d) {
        if (seen[d.position()]) return false;
        seen[d.position()] = true;
      } else if (!(allowZero && e instanceof AffineExpr.Constant c && c.value() == 0)) {
        return false;
      }
    }
    return true;
  }

  /** A constant-0 result: a broadcast dimension of a transfer read. */
  public static boolean isBroadcast(AffineMap m, int i) {
    return m.results().get(i) instanceof AffineExpr.Constant c && c.value() == 0;
  }

  /**
   * Upstream's {@code inferTransferOpMaskType}: the mask covers the source dimensions the transfer
   * reads or writes, in source order (broadcast dimensions take none); 0-D becomes {@code vector<1xi1>}.
   */
  public static VectorType maskType(VectorType vector, AffineMap map) {
    List<Long> shape = new ArrayList<>();
    List<Boolean> scalable = new ArrayList<>();
    for (int dim = 0; dim < map.numDims(); dim++) {
      int r = resultIndexOf(map, dim);
      if (r < 0) continue;
      shape.add(vector.shape().get(r));
      scalable.add(vector.scalable().get(r));
    }
    if (shape.isEmpty()) {
      shape.add(1L);
      scalable.add(false);
    }
    return new VectorType(shape, IntegerType.I1, scalable);
  }

  /** Whether {@code t}'s layout is the identity, once a strided layout equal to it is read as such. */
  static boolean hasIdentityLayout(MemRefType t) {
    return t.hasIdentityLayout()
        || dev.loomlir.dialects.memref.MemRefLayouts.canonicalizeStridedLayout(t).hasIdentityLayout();
  }
}
