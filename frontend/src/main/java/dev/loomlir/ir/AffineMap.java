package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.List;

/** {@code (d0, d1)[s0] -> (exprs)}. */
public record AffineMap(int numDims, int numSymbols, List<AffineExpr> results) {
  public AffineMap { results = List.copyOf(results); }

  public static AffineMap identity(int rank) {
    List<AffineExpr> r = new ArrayList<>();
    for (int i = 0; i < rank; i++) r.add(new AffineExpr.Dim(i));
    return new AffineMap(rank, 0, r);
  }

  /** Result i is dimension i, for every dimension; symbols are not looked at (as in MLIR). */
  public boolean isIdentity() {
    if (results.size() != numDims) return false;
    for (int i = 0; i < numDims; i++) {
      if (!(results.get(i) instanceof AffineExpr.Dim d) || d.position() != i) return false;
    }
    return true;
  }

  /** Each result a distinct dimension, one per dimension, no symbols (MLIR's {@code isPermutation}). */
  public boolean isPermutation() {
    if (numSymbols != 0 || results.size() != numDims) return false;
    boolean[] seen = new boolean[numDims];
    for (AffineExpr r : results) {
      if (!(r instanceof AffineExpr.Dim d) || seen[d.position()]) return false;
      seen[d.position()] = true;
    }
    return true;
  }

  @Override public String toString() {
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < numDims; i++) sb.append(i > 0 ? ", " : "").append('d').append(i);
    sb.append(')');
    if (numSymbols > 0) {
      sb.append('[');
      for (int i = 0; i < numSymbols; i++) sb.append(i > 0 ? ", " : "").append('s').append(i);
      sb.append(']');
    }
    sb.append(" -> (");
    for (int i = 0; i < results.size(); i++) sb.append(i > 0 ? ", " : "").append(results.get(i));
    return sb.append(')').toString();
  }
}
