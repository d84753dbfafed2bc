package dev.loomlir.dialects.affine;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.IntegerSet;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * An affine map and the values it is applied to (its dimensions, then its symbols), and upstream's
 * rewrites of such pairs that every affine op's folding and canonicalization is built on:
 * composing the {@code affine.apply} ops that define operands into the map, promoting operands
 * that are symbols to symbol positions, merging repeated operands and dropping unused ones, and
 * folding constant symbols into the map ({@code composeAffineMapAndOperands},
 * {@code canonicalizeMapAndOperands}).
 */
public record AffineValueMap(AffineMap map, List<Value> operands) {
  public AffineValueMap {
    operands = List.copyOf(operands);
  }

  public List<Value> dims() { return operands.subList(0, map.numDims()); }

  public List<Value> symbols() { return operands.subList(map.numDims(), operands.size()); }

  /** {@code affine.apply} results among the operands are inlined until none is left (MLIR's {@code fullyCompose...}). */
  public AffineValueMap fullyComposed() {
    AffineValueMap m = this;
    while (m.operands.stream().anyMatch(v -> ApplyOp.is(v.definingOp()))) m = m.composed();
    return m;
  }

  /**
   * MLIR's {@code composeAffineMapAndOperands}: every operand that an {@code affine.apply} defines is
   * replaced by that apply's map of its own operands (one level, repeatedly while new dimensions or
   * symbols appear), then the result is canonicalized and simplified.
   */
  public AffineValueMap composed() {
    if (map.numResults() == 0) {
      AffineValueMap c = canonicalized();
      return new AffineValueMap(c.map.simplified(), c.operands);
    }
    List<Value> dims = new ArrayList<>(dims()), symbols = new ArrayList<>(symbols());
    AffineMap current = map;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int pos = 0; pos < dims.size() + symbols.size(); pos++) {
        AffineMap replaced = replaceDimOrSymbol(current, pos, dims, symbols);
        if (replaced != null) {
          current = replaced;
          changed = true;
          break;
        }
      }
    }
    // The inlined operands left holes: renumber what is left.
    List<Value> operands = new ArrayList<>();
    List<AffineExpr> dimReplacements = new ArrayList<>(), symbolReplacements = new ArrayList<>();
    int numDims = 0, numSymbols = 0;
    for (Value v : dims) {
      if (v == null) {
        dimReplacements.add(new AffineExpr.Constant(0));
      } else {
        dimReplacements.add(new AffineExpr.Dim(numDims++));
        operands.add(v);
      }
    }
    for (Value v : symbols) {
      if (v == null) {
        symbolReplacements.add(new AffineExpr.Constant(0));
      } else {
        symbolReplacements.add(new AffineExpr.Symbol(numSymbols++));
        operands.add(v);
      }
    }
    current = current.replaceDimsAndSymbols(dimReplacements, symbolReplacements, numDims, numSymbols);
    AffineValueMap c = new AffineValueMap(current, operands).canonicalized();
    return new AffineValueMap(c.map.simplified(), c.operands);
  }

  /**
   * MLIR's {@code replaceDimOrSym}: when operand {@code pos} is an {@code affine.apply} result, its
   * (canonicalized) map is substituted for that dimension or symbol, whose entry becomes null and
   * whose apply's operands are appended; null when nothing is replaced.
   */
  private static AffineMap replaceDimOrSymbol(AffineMap map, int pos, List<Value> dims, List<Value> symbols) {
    boolean isDim = pos < dims.size();
    int index = isDim ? pos : pos - dims.size();
    Value v = isDim ? dims.get(index) : symbols.get(index);
    if (v == null) return null;
    ApplyOp apply = ApplyOp.TYPE.matchDefining(v);
    if (apply == null) return null;
    if (isDim) dims.set(index, null);
    else symbols.set(index, null);
    AffineValueMap inner = new AffineValueMap(apply.map(), apply.mapOperands()).canonicalized();
    AffineExpr replacement = inner.map.shiftDims(dims.size(), 0).shiftSymbols(symbols.size(), 0).result(0);
    AffineExpr toReplace = isDim ? new AffineExpr.Dim(index) : new AffineExpr.Symbol(index);
    dims.addAll(inner.dims());
    symbols.addAll(inner.symbols());
    List<AffineExpr> results = new ArrayList<>();
    for (AffineExpr r : map.results()) results.add(r.replace(Map.of(toReplace, replacement)));
    return new AffineMap(dims.size(), symbols.size(), results);
  }

  /** MLIR's {@code canonicalizeMapAndOperands}. */
  public AffineValueMap canonicalized() {
    if (operands.isEmpty()) return this;
    AffineValueMap promoted = promoteSymbols();
    Canonical c = canonicalize(promoted.map.numDims(), promoted.map.numSymbols(), promoted.map.results(),
        promoted.operands);
    return new AffineValueMap(promoted.map.replaceDimsAndSymbols(c.dims, c.symbols, c.numDims, c.numSymbols),
        c.operands);
  }

  /** MLIR's {@code canonicalizePromotedSymbols}: operands in dimension positions that are valid symbols move to new symbols. */
  private AffineValueMap promoteSymbols() {
    Promotion p = promote(map.numDims(), map.numSymbols(), operands);
    return new AffineValueMap(map.replaceDimsAndSymbols(p.dims, List.of(), p.numDims, p.numSymbols), p.operands);
  }

  /** The set version of {@link #canonicalized()}: MLIR's {@code canonicalizeSetAndOperands}. */
  static IntegerSet canonicalizeSet(IntegerSet set, List<Value> operands) {
    if (operands.isEmpty()) return set;
    Promotion p = promote(set.numDims(), set.numSymbols(), operands);
    IntegerSet promoted = set.replaceDimsAndSymbols(p.dims, List.of(), p.numDims, p.numSymbols);
    Canonical c = canonicalize(promoted.numDims(), promoted.numSymbols(), promoted.constraints(), p.operands);
    operands.clear();
    operands.addAll(c.operands);
    return promoted.replaceDimsAndSymbols(c.dims, c.symbols, c.numDims, c.numSymbols);
  }

  private record Promotion(List<AffineExpr> dims, int numDims, int numSymbols, List<Value> operands) {}

  private static Promotion promote(int numDims, int numSymbols, List<Value> operands) {
    List<Value> result = new ArrayList<>(), promotedSymbols = new ArrayList<>();
    List<AffineExpr> dimRemapping = new ArrayList<>();
    int nextDim = 0, nextSymbol = 0;
    for (int i = 0; i < operands.size(); i++) {
      Value v = operands.get(i);
      if (i < numDims) {
        if (AffineScopes.isValidSymbol(v)) {
          dimRemapping.add(new AffineExpr.Symbol(numSymbols + nextSymbol++));
          promotedSymbols.add(v);
        } else {
          dimRemapping.add(new AffineExpr.Dim(nextDim++));
          result.add(v);
        }
      } else {
        result.add(v);
      }
    }
    result.addAll(promotedSymbols);
    return new Promotion(dimRemapping, nextDim, numSymbols + nextSymbol, result);
  }

  private record Canonical(List<AffineExpr> dims, List<AffineExpr> symbols, int numDims, int numSymbols,
                           List<Value> operands) {}

  /**
   * Used dimensions and symbols only, each distinct operand once (repeats share its position), and
   * symbols that are integer constants replaced by their value.
   */
  private static Canonical canonicalize(int numDims, int numSymbols, List<AffineExpr> exprs, List<Value> operands) {
    boolean[] usedDims = new boolean[numDims], usedSymbols = new boolean[numSymbols];
    for (AffineExpr e : exprs) markUsed(e, usedDims, usedSymbols);
    List<Value> result = new ArrayList<>();
    List<AffineExpr> dimRemapping = new ArrayList<>(), symbolRemapping = new ArrayList<>();
    Map<Value, AffineExpr> seenDims = new IdentityHashMap<>(), seenSymbols = new IdentityHashMap<>();
    int nextDim = 0, nextSymbol = 0;
    for (int i = 0; i < numDims; i++) {
      AffineExpr remapped = null;
      if (usedDims[i]) {
        Value v = operands.get(i);
        remapped = seenDims.get(v);
        if (remapped == null) {
          remapped = new AffineExpr.Dim(nextDim++);
          result.add(v);
          seenDims.put(v, remapped);
        }
      }
      dimRemapping.add(remapped);
    }
    for (int i = 0; i < numSymbols; i++) {
      AffineExpr remapped = null;
      if (usedSymbols[i]) {
        Value v = operands.get(numDims + i);
        Long constant = AffineScopes.constantIndex(v);
        if (constant != null) {
          remapped = new AffineExpr.Constant(constant);
        } else {
          remapped = seenSymbols.get(v);
          if (remapped == null) {
            remapped = new AffineExpr.Symbol(nextSymbol++);
            result.add(v);
            seenSymbols.put(v, remapped);
          }
        }
      }
      symbolRemapping.add(remapped);
    }
    return new Canonical(dimRemapping, symbolRemapping, nextDim, nextSymbol, result);
  }

  private static void markUsed(AffineExpr e, boolean[] dims, boolean[] symbols) {
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (e instanceof AffineExpr.Dim d) {
      dims[d.position()] = true;
    } else if (e instanceof AffineExpr.Symbol s) {
      symbols[s.position()] = true;
    } else if (e instanceof AffineExpr.Binary b) {
      markUsed(b.lhs(), dims, symbols);
      markUsed(b.rhs(), dims, symbols);
    }
  }

  /**
   * MLIR's {@code composeMultiResultAffineMap}: each result composed and canonicalized on its own,
   * their operands concatenated, then canonicalized together (for {@code affine.min}/{@code max}).
   */
  AffineValueMap composedPerResult() {
    List<Value> dims = new ArrayList<>(), symbols = new ArrayList<>();
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < map.numResults(); i++) {
      AffineValueMap sub = new AffineValueMap(map.subMap(List.of(i)), operands).fullyComposed().canonicalized();
      int numNewDims = sub.map.numDims();
      AffineMap shifted = sub.map.shiftDims(dims.size(), 0).shiftSymbols(symbols.size(), 0);
      dims.addAll(sub.operands.subList(0, numNewDims));
      symbols.addAll(sub.operands.subList(numNewDims, sub.operands.size()));
      exprs.add(shifted.result(0));
    }
    List<Value> all = new ArrayList<>(dims);
    all.addAll(symbols);
    return new AffineValueMap(new AffineMap(dims.size(), symbols.size(), exprs), all).canonicalized();
  }

  /** Uniqued by identity, for comparisons of operand lists. */
  static boolean sameOperands(List<Value> a, List<Value> b) {
    if (a.size() != b.size()) return false;
    for (int i = 0; i < a.size(); i++) if (a.get(i) != b.get(i)) return false;
    return true;
  }
}
