package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * {@code (d0)[s0] : (d0 - s0 >= 0, d0 == 0)}: a conjunction of affine constraints, each an
 * expression {@code >= 0} or, where {@code equalities} says so, {@code == 0} (MLIR's
 * {@code IntegerSet}).
 */
public record IntegerSet(int numDims, int numSymbols, List<AffineExpr> constraints, List<Boolean> equalities) {
  public IntegerSet {
    constraints = List.copyOf(constraints);
    equalities = List.copyOf(equalities);
    if (constraints.size() != equalities.size()) throw new IllegalArgumentException("one flag per constraint");
  }

  /** The canonical empty set, {@code (1 == 0)} (MLIR's {@code getEmptySet}). */
  public static IntegerSet empty(int numDims, int numSymbols) {
    return new IntegerSet(numDims, numSymbols, List.of(new AffineExpr.Constant(1)), List.of(true));
  }

  public int numInputs() { return numDims + numSymbols; }

  public int numConstraints() { return constraints.size(); }

  public boolean isEquality(int i) { return equalities.get(i); }

  /** MLIR's {@code isEmptyIntegerSet}: exactly the canonical empty set. */
  public boolean isEmptyIntegerSet() { return equals(empty(numDims, numSymbols)); }

  /** The constraints as the results of a map over the same inputs (how MLIR composes sets). */
  public AffineMap asMap() { return new AffineMap(numDims, numSymbols, constraints); }

  /** The same flags over the results of {@code map} (its inputs become the set's). */
  public IntegerSet withConstraints(AffineMap map) {
    return new IntegerSet(map.numDims(), map.numSymbols(), map.results(), equalities);
  }

  /** MLIR's {@code IntegerSet::replaceDimsAndSymbols}. */
  public IntegerSet replaceDimsAndSymbols(List<AffineExpr> dims, List<AffineExpr> symbols, int newDims, int newSymbols) {
    List<AffineExpr> r = new ArrayList<>(constraints.size());
    for (AffineExpr e : constraints) r.add(e.replaceDimsAndSymbols(dims, symbols));
    return new IntegerSet(newDims, newSymbols, r, equalities);
  }

  @Override public String toString() {
    StringBuilder sb = AffineMap.appendInputs(new StringBuilder(), numDims, numSymbols);
    sb.append(" : (");
    if (constraints.isEmpty()) sb.append("0 == 0");
    for (int i = 0; i < constraints.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(constraints.get(i)).append(equalities.get(i) ? " == 0" : " >= 0");
    }
    return sb.append(')').toString();
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof IntegerSet that
        && numDims == that.numDims
        && numSymbols == that.numSymbols
        && Objects.equals(constraints, that.constraints)
        && Objects.equals(equalities, that.equalities);
  }

  @Override
  public int hashCode() {
    int h = Integer.hashCode(numDims);
    h = 31 * h + Integer.hashCode(numSymbols);
    h = 31 * h + Objects.hashCode(constraints);
    h = 31 * h + Objects.hashCode(equalities);
    return h;
  }
}
