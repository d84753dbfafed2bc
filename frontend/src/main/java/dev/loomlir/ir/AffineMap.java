package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** {@code (d0, d1)[s0] -> (exprs)}. */
public record AffineMap(int numDims, int numSymbols, List<AffineExpr> results) {
  public AffineMap { results = List.copyOf(results); }

  public static AffineMap identity(int rank) {
    List<AffineExpr> r = new ArrayList<>();
    for (int i = 0; i < rank; i++) r.add(new AffineExpr.Dim(i));
    return new AffineMap(rank, 0, r);
  }

  /** {@code () -> (value)}. */
  public static AffineMap constant(long value) { return new AffineMap(0, 0, List.of(new AffineExpr.Constant(value))); }

  /** {@code ()[s0] -> (s0)}: a bound given by one symbol (MLIR's {@code getSymbolIdentityMap}). */
  public static AffineMap symbolIdentity() { return new AffineMap(0, 1, List.of(new AffineExpr.Symbol(0))); }

  /** How many operands the map takes: its dimensions, then its symbols. */
  public int numInputs() { return numDims + numSymbols; }

  public int numResults() { return results.size(); }

  public AffineExpr result(int i) { return results.get(i); }

  /** One result, a constant. */
  public boolean isSingleConstant() { return results.size() == 1 && results.get(0) instanceof AffineExpr.Constant; }

  public long singleConstantResult() { return ((AffineExpr.Constant) results.get(0)).value(); }

  /** Every result is a constant. */
  public boolean isConstant() {
    for (AffineExpr r : results) if (!(r instanceof AffineExpr.Constant)) return false;
    return true;
  }

  /** Result i is symbol i, for as many results as symbols (dimensions are not looked at, as in MLIR). */
  public boolean isSymbolIdentity() {
    if (results.size() != numSymbols) return false;
    for (int i = 0; i < numSymbols; i++) {
      if (!(results.get(i) instanceof AffineExpr.Symbol s) || s.position() != i) return false;
    }
    return true;
  }

  public boolean isFunctionOfDim(int position) {
    for (AffineExpr r : results) if (r.usesDim(position)) return true;
    return false;
  }

  public boolean isFunctionOfSymbol(int position) {
    for (AffineExpr r : results) if (r.usesSymbol(position)) return true;
    return false;
  }

  /** MLIR's {@code getLargestKnownDivisorOfMapExprs}: the gcd of the results' known divisors (the largest unsigned value for none). */
  public long largestKnownDivisorOfResults() {
    Long gcd = null;
    for (AffineExpr r : results) {
      long d = r.largestKnownDivisor();
      gcd = gcd == null ? d : AffineQuotients.unsignedGcd(gcd, d);
    }
    return gcd == null ? -1L : gcd;
  }

  /** MLIR's {@code removeDuplicateExprs}: each result once, in first-occurrence order. */
  public AffineMap withoutDuplicateResults() {
    return withResults(new ArrayList<>(new java.util.LinkedHashSet<>(results)));
  }

  /** The same inputs with other results. */
  public AffineMap withResults(List<AffineExpr> newResults) { return new AffineMap(numDims, numSymbols, newResults); }

  /** The results at {@code positions}, in that order (MLIR's {@code getSubMap}). */
  public AffineMap subMap(List<Integer> positions) {
    List<AffineExpr> r = new ArrayList<>();
    for (int p : positions) r.add(results.get(p));
    return withResults(r);
  }

  /** {@code length} results from {@code start} (MLIR's {@code getSliceMap}). */
  public AffineMap sliceMap(int start, int length) { return withResults(results.subList(start, start + length)); }

  /**
   * MLIR's {@code replaceDimsAndSymbols}: each result with dimension i replaced by
   * {@code dims.get(i)} and symbol i by {@code symbols.get(i)}, over {@code newDims} dimensions
   * and {@code newSymbols} symbols.
   */
  public AffineMap replaceDimsAndSymbols(List<AffineExpr> dims, List<AffineExpr> symbols, int newDims, int newSymbols) {
    List<AffineExpr> r = new ArrayList<>(results.size());
    for (AffineExpr e : results) r.add(e.replaceDimsAndSymbols(dims, symbols));
    return new AffineMap(newDims, newSymbols, r);
  }

  /** Dimensions from {@code offset} on move up by {@code shift} (MLIR's {@code shiftDims}). */
  public AffineMap shiftDims(int shift, int offset) {
    List<AffineExpr> dims = new ArrayList<>();
    for (int i = 0; i < numDims; i++) dims.add(new AffineExpr.Dim(i < offset ? i : i + shift));
    return replaceDimsAndSymbols(dims, symbolList(numSymbols, 0, 0), numDims + shift, numSymbols);
  }

  /** Symbols from {@code offset} on move up by {@code shift} (MLIR's {@code shiftSymbols}). */
  public AffineMap shiftSymbols(int shift, int offset) {
    return replaceDimsAndSymbols(dimList(numDims), symbolList(numSymbols, shift, offset), numDims, numSymbols + shift);
  }

  /** {@code d0 ... d(n-1)}. */
  public static List<AffineExpr> dimList(int n) {
    List<AffineExpr> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) l.add(new AffineExpr.Dim(i));
    return l;
  }

  private static List<AffineExpr> symbolList(int n, int shift, int offset) {
    List<AffineExpr> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) l.add(new AffineExpr.Symbol(i < offset ? i : i + shift));
    return l;
  }

  /** MLIR's {@code simplifyAffineMap}: every result through {@link AffineSimplifier}. */
  public AffineMap simplified() {
    List<AffineExpr> r = new ArrayList<>(results.size());
    for (AffineExpr e : results) r.add(AffineSimplifier.simplify(e, numDims, numSymbols));
    return withResults(r);
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

  /** {@code (d0, d1)[s0]}: the inputs as maps and integer sets print them. */
  static StringBuilder appendInputs(StringBuilder sb, int numDims, int numSymbols) {
    sb.append('(');
    for (int i = 0; i < numDims; i++) sb.append(i > 0 ? ", " : "").append('d').append(i);
    sb.append(')');
    if (numSymbols > 0) {
      sb.append('[');
      for (int i = 0; i < numSymbols; i++) sb.append(i > 0 ? ", " : "").append('s').append(i);
      sb.append(']');
    }
    return sb;
  }

  @Override public String toString() {
    StringBuilder sb = appendInputs(new StringBuilder(), numDims, numSymbols);
    sb.append(" -> (");
    for (int i = 0; i < results.size(); i++) sb.append(i > 0 ? ", " : "").append(results.get(i));
    return sb.append(')').toString();
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof AffineMap that
        && numDims == that.numDims
        && numSymbols == that.numSymbols
        && Objects.equals(results, that.results);
  }

  @Override
  public int hashCode() {
    int h = Integer.hashCode(numDims);
    h = 31 * h + Integer.hashCode(numSymbols);
    h = 31 * h + Objects.hashCode(results);
    return h;
  }
}
