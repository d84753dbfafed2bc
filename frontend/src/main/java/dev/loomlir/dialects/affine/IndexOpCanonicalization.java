package dev.loomlir.dialects.affine;

import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Upstream's canonicalization patterns of {@code affine.linearize_index} and
 * {@code affine.delinearize_index}: unit basis elements and leading zeros dropped, and a
 * delinearization of a disjoint linearization (or the reverse) cancelled where their bases agree.
 */
final class IndexOpCanonicalization {
  private IndexOpCanonicalization() {}

  /**
   * One basis element (upstream's {@code OpFoldResult}): a constant, an SSA value, or neither
   * (the absent outer bound of a padded basis).
   */
  record Bound(Long constant, Value value) {
    static final Bound NONE = new Bound(null, null);

    static Bound of(long c) { return new Bound(c, null); }

    static Bound of(Value v) { return new Bound(null, v); }

    boolean isNone() { return constant == null && value == null; }

    /** The constant value, also of an SSA value defined by a constant. */
    Long constantValue() { return constant != null ? constant : value == null ? null : AffineScopes.constantIndex(value); }

    /** Upstream compares {@code OpFoldResult}s by identity: equal constants, or the same value. */
    @Override public boolean equals(Object o) {
      return o instanceof Bound b && Objects.equals(constant, b.constant) && value == b.value;
    }

    @Override public int hashCode() { return Objects.hash(constant, System.identityHashCode(value)); }
  }

  /** The basis as a list of bounds ({@code getMixedBasis}). */
  static List<Bound> mixed(long[] statics, List<Value> dynamic) {
    List<Bound> out = new ArrayList<>();
    int next = 0;
    for (long s : statics) out.add(s == ShapedType.DYNAMIC ? Bound.of(dynamic.get(next++)) : Bound.of(s));
    return out;
  }

  /** The basis with {@link Bound#NONE} in front when there is no outer bound ({@code getPaddedBasis}). */
  private static List<Bound> padded(List<Bound> basis, boolean hasOuterBound) {
    List<Bound> out = new ArrayList<>(basis.size() + 1);
    if (!hasOuterBound) out.add(Bound.NONE);
    out.addAll(basis);
    return out;
  }

  private static long[] statics(List<Bound> basis) {
    return basis.stream().mapToLong(b -> b.constant != null ? b.constant : ShapedType.DYNAMIC).toArray();
  }

  private static List<Value> dynamics(List<Bound> basis) {
    return basis.stream().filter(b -> b.value != null).map(Bound::value).toList();
  }

  /** A delinearization by a padded basis: a leading {@link Bound#NONE} means no outer bound. */
  private static DelinearizeIndexOp delinearize(OpBuilder b, Location loc, Value linear, List<Bound> paddedBasis) {
    boolean hasOuterBound = paddedBasis.isEmpty() || !paddedBasis.get(0).isNone();
    List<Bound> basis = hasOuterBound ? paddedBasis : paddedBasis.subList(1, paddedBasis.size());
    return DelinearizeIndexOp.create(b, loc, linear, dynamics(basis), statics(basis), basis.size() + (hasOuterBound ? 0 : 1));
  }

  /** A linearization by a padded basis: a leading {@link Bound#NONE} means no outer bound. */
  private static LinearizeIndexOp linearize(OpBuilder b, Location loc, List<Value> multiIndex, List<Bound> paddedBasis,
                                            boolean disjoint) {
    List<Bound> basis = !paddedBasis.isEmpty() && paddedBasis.get(0).isNone()
        ? paddedBasis.subList(1, paddedBasis.size()) : paddedBasis;
    return LinearizeIndexOp.create(b, loc, multiIndex, dynamics(basis), statics(basis), disjoint);
  }

  private static List<Bound> basisOf(DelinearizeIndexOp op) { return mixed(op.staticBasis(), op.dynamicBasis()); }

  private static List<Bound> basisOf(LinearizeIndexOp op) { return mixed(op.staticBasis(), op.dynamicBasis()); }

  private static Value zero(OpBuilder b, Location loc) {
    return ConstantOp.create(b, loc, IntegerAttr.of(0, IndexType.INSTANCE), IndexType.INSTANCE).result();
  }

  static List<RewritePattern> delinearizePatterns() {
    return List.of(
        RewritePattern.of(DelinearizeIndexOp.TYPE, IndexOpCanonicalization::cancelDelinearizeOfLinearizeTail),
        RewritePattern.of(DelinearizeIndexOp.TYPE, IndexOpCanonicalization::dropUnitExtentBasis),
        RewritePattern.of(DelinearizeIndexOp.TYPE, IndexOpCanonicalization::splitDelinearizeSpanningLastArg));
  }

  static List<RewritePattern> linearizePatterns() {
    return List.of(
        RewritePattern.of(LinearizeIndexOp.TYPE, IndexOpCanonicalization::cancelLinearizeOfDelinearizePortion),
        RewritePattern.of(LinearizeIndexOp.TYPE, IndexOpCanonicalization::dropLeadingZero),
        RewritePattern.of(LinearizeIndexOp.TYPE, IndexOpCanonicalization::dropUnitComponents));
  }

  /** Results for unit basis elements are 0; the rest come from a delinearization by the other elements. */
  private static boolean dropUnitExtentBasis(DelinearizeIndexOp op, PatternRewriter rewriter) {
    List<Bound> basis = padded(basisOf(op), op.hasOuterBound());
    Value[] replacements = new Value[op.operation().numResults()];
    List<Bound> kept = new ArrayList<>();
    Location loc = op.location();
    rewriter.setInsertionPointBefore(op.operation());
    Value zero = null;
    for (int i = 0; i < basis.size(); i++) {
      Long c = basis.get(i).isNone() ? null : basis.get(i).constantValue();
      if (c != null && c == 1) {
        if (zero == null) zero = zero(rewriter, loc);
        replacements[i] = zero;
      } else {
        kept.add(basis.get(i));
      }
    }
    if (kept.size() == replacements.length) return false;
    if (!kept.isEmpty()) {
      DelinearizeIndexOp rest = delinearize(rewriter, loc, op.linearIndex(), kept);
      int next = 0;
      for (int i = 0; i < replacements.length; i++) if (replacements[i] == null) replacements[i] = rest.operation().result(next++);
    }
    rewriter.replaceOp(op.operation(), Arrays.asList(replacements));
    return true;
  }

  /** A delinearization of a disjoint linearization ending in the same basis elements passes those indices through. */
  private static boolean cancelDelinearizeOfLinearizeTail(DelinearizeIndexOp op, PatternRewriter rewriter) {
    LinearizeIndexOp lin = LinearizeIndexOp.TYPE.matchDefining(op.linearIndex());
    if (lin == null || !lin.disjoint()) return false;
    List<Value> ins = lin.multiIndex();
    List<Bound> linBasis = basisOf(lin), delinBasis = basisOf(op);
    int matches = 0;
    while (matches < linBasis.size() && matches < delinBasis.size()
        && linBasis.get(linBasis.size() - 1 - matches).equals(delinBasis.get(delinBasis.size() - 1 - matches))) {
      matches++;
    }
    if (matches == 0) return false;
    if (matches == linBasis.size() && matches == delinBasis.size() && ins.size() == op.operation().numResults()) {
      rewriter.replaceOp(op.operation(), ins);
      return true;
    }
    rewriter.setInsertionPointBefore(op.operation());
    LinearizeIndexOp newLin = linearize(rewriter, lin.location(), ins.subList(0, ins.size() - matches),
        linBasis.subList(0, linBasis.size() - matches), lin.disjoint());
    List<Bound> delinRest = delinBasis.subList(0, delinBasis.size() - matches);
    DelinearizeIndexOp newDelin = DelinearizeIndexOp.create(rewriter, op.location(), newLin.result(), dynamics(delinRest),
        statics(delinRest), delinRest.size() + (op.hasOuterBound() ? 0 : 1));
    List<Value> results = new ArrayList<>(newDelin.operation().results());
    results.addAll(ins.subList(ins.size() - matches, ins.size()));
    rewriter.replaceOp(op.operation(), results);
    return true;
  }

  /**
   * When the last k > 1 basis elements of a delinearization multiply to the last basis element of
   * the disjoint linearization it takes apart, that last index is delinearized on its own.
   */
  private static boolean splitDelinearizeSpanningLastArg(DelinearizeIndexOp op, PatternRewriter rewriter) {
    LinearizeIndexOp lin = LinearizeIndexOp.TYPE.matchDefining(op.linearIndex());
    if (lin == null || !lin.disjoint()) return false;
    long[] linStatic = lin.staticBasis();
    long target = linStatic[linStatic.length - 1];
    if (target == ShapedType.DYNAMIC) return false;
    long[] basis = op.staticBasis();
    long size = 1;
    int split = 0;
    for (int i = basis.length - 1; i >= 0; i--) {
      if (basis[i] == ShapedType.DYNAMIC) return false;
      size *= basis[i];
      split++;
      if (size > target) return false;
      if (size == target) break;
    }
    if (size < target || split < 2) return false;
    rewriter.setInsertionPointBefore(op.operation());
    List<Value> ins = lin.multiIndex();
    LinearizeIndexOp front = LinearizeIndexOp.create(rewriter, lin.location(), ins.subList(0, ins.size() - 1),
        lin.dynamicBasis(), Arrays.copyOf(linStatic, linStatic.length - 1), lin.disjoint());
    long[] frontBasis = Arrays.copyOf(basis, basis.length - split);
    DelinearizeIndexOp frontDelin = DelinearizeIndexOp.create(rewriter, op.location(), front.result(), op.dynamicBasis(),
        frontBasis, frontBasis.length + (op.hasOuterBound() ? 0 : 1));
    DelinearizeIndexOp backDelin = DelinearizeIndexOp.create(rewriter, op.location(), ins.get(ins.size() - 1), List.of(),
        Arrays.copyOfRange(basis, basis.length - split, basis.length), split);
    List<Value> results = new ArrayList<>(frontDelin.operation().results());
    results.addAll(backDelin.operation().results());
    rewriter.replaceOp(op.operation(), results);
    return true;
  }

  /** A linearization whose first index is 0 linearizes the rest. */
  private static boolean dropLeadingZero(LinearizeIndexOp op, PatternRewriter rewriter) {
    List<Value> ins = op.multiIndex();
    if (ins.isEmpty()) return false;
    Long lead = AffineScopes.constantIndex(ins.get(0));
    if (lead == null || lead != 0) return false;
    if (ins.size() == 1) {
      rewriter.replaceOp(op.operation(), List.of(ins.get(0)));
      return true;
    }
    List<Bound> basis = basisOf(op);
    if (op.hasOuterBound()) basis = basis.subList(1, basis.size());
    rewriter.setInsertionPointBefore(op.operation());
    LinearizeIndexOp rest = LinearizeIndexOp.create(rewriter, op.location(), ins.subList(1, ins.size()), dynamics(basis),
        statics(basis), op.disjoint());
    rewriter.replaceOp(op.operation(), rest.operation().results());
    return true;
  }

  /** Indices with a unit basis element drop out when the linearization is disjoint or they are 0. */
  private static boolean dropUnitComponents(LinearizeIndexOp op, PatternRewriter rewriter) {
    List<Value> ins = op.multiIndex();
    List<Value> newIndices = new ArrayList<>();
    List<Bound> newBasis = new ArrayList<>();
    int first = 0;
    if (!op.hasOuterBound()) {
      newIndices.add(ins.get(0));
      first = 1;
    }
    List<Bound> basis = basisOf(op);
    for (int i = first; i < ins.size(); i++) {
      Bound bound = basis.get(i - first);
      Long c = bound.constantValue();
      Long index = AffineScopes.constantIndex(ins.get(i));
      if (c == null || c != 1 || (!op.disjoint() && (index == null || index != 0))) {
        newIndices.add(ins.get(i));
        newBasis.add(bound);
      }
    }
    if (newIndices.size() == ins.size()) return false;
    rewriter.setInsertionPointBefore(op.operation());
    if (newIndices.isEmpty()) {
      rewriter.replaceOp(op.operation(), List.of(zero(rewriter, op.location())));
      return true;
    }
    LinearizeIndexOp rest = LinearizeIndexOp.create(rewriter, op.location(), newIndices, dynamics(newBasis),
        statics(newBasis), op.disjoint());
    rewriter.replaceOp(op.operation(), rest.operation().results());
    return true;
  }

  /** A run of consecutive outputs of one delinearization, linearized again with the same bounds. */
  private record Match(DelinearizeIndexOp delinearize, int linStart, int delinStart, int length) {}

  /**
   * Consecutive outputs of a delinearization linearized with the same bounds merge into one
   * output delinearized by their product; when that is every output, the linearization takes the
   * delinearized index itself.
   */
  private static boolean cancelLinearizeOfDelinearizePortion(LinearizeIndexOp lin, PatternRewriter rewriter) {
    List<Bound> linBasis = padded(basisOf(lin), lin.hasOuterBound());
    List<Value> ins = lin.multiIndex();
    List<Match> matches = new ArrayList<>();
    Set<DelinearizeIndexOp> seen = new HashSet<>();
    int linArg = 0;
    while (linArg < ins.size()) {
      Match m = matchAt(lin, linBasis, ins, linArg, seen);
      if (m == null) {
        linArg++;
      } else {
        matches.add(m);
        linArg += m.length;
      }
    }
    if (matches.isEmpty()) return false;

    List<List<Value>> delinReplacements = new ArrayList<>();
    List<Value> newIndex = new ArrayList<>();
    List<Bound> newBasis = new ArrayList<>();
    int prevEnd = 0;
    for (Match m : matches) {
      newIndex.addAll(ins.subList(prevEnd, m.linStart));
      newBasis.addAll(linBasis.subList(prevEnd, m.linStart));
      prevEnd = m.linStart + m.length;
      rewriter.setInsertionPointBefore(m.delinearize.operation());
      List<Bound> toMerge = linBasis.subList(m.linStart, m.linStart + m.length);
      Bound newSize = product(rewriter, lin.location(), toMerge);
      if (m.length == m.delinearize.operation().numResults()) {
        newIndex.add(m.delinearize.linearIndex());
        newBasis.add(newSize);
        delinReplacements.add(List.of());
        continue;
      }
      List<Bound> delinBasis = new ArrayList<>(padded(basisOf(m.delinearize), m.delinearize.hasOuterBound()));
      delinBasis.subList(m.delinStart, m.delinStart + m.length).clear();
      delinBasis.add(m.delinStart, newSize);
      DelinearizeIndexOp merged = delinearize(rewriter, m.delinearize.location(), m.delinearize.linearIndex(), delinBasis);
      Value combined = merged.operation().result(m.delinStart);
      DelinearizeIndexOp residual = delinearize(rewriter, m.delinearize.location(), combined, toMerge);
      List<? extends Value> results = merged.operation().results();
      List<Value> replacement = new ArrayList<>(results.subList(0, m.delinStart));
      replacement.addAll(residual.operation().results());
      replacement.addAll(results.subList(m.delinStart + 1, results.size()));
      delinReplacements.add(replacement);
      newIndex.add(combined);
      newBasis.add(newSize);
    }
    newIndex.addAll(ins.subList(prevEnd, ins.size()));
    newBasis.addAll(linBasis.subList(prevEnd, linBasis.size()));
    rewriter.setInsertionPointBefore(lin.operation());
    LinearizeIndexOp replacement = linearize(rewriter, lin.location(), newIndex, newBasis, lin.disjoint());
    rewriter.replaceOp(lin.operation(), replacement.operation().results());
    for (int i = 0; i < matches.size(); i++) {
      if (!delinReplacements.get(i).isEmpty()) rewriter.replaceOp(matches.get(i).delinearize.operation(), delinReplacements.get(i));
    }
    return true;
  }

  /** The run of delinearized outputs starting at linearization argument {@code linArg}, if any. */
  private static Match matchAt(LinearizeIndexOp lin, List<Bound> linBasis, List<Value> ins, int linArg,
                               Set<DelinearizeIndexOp> seen) {
    if (!(ins.get(linArg) instanceof OpResult result)) return null;
    DelinearizeIndexOp delin = DelinearizeIndexOp.match(result.owner());
    if (delin == null) return null;
    int delinArg = result.index();
    List<Bound> delinBasis = padded(basisOf(delin), delin.hasOuterBound());
    Bound firstDelin = delinBasis.get(delinArg), firstLin = linBasis.get(linArg);
    boolean boundsMatch = firstDelin.equals(firstLin);
    boolean bothAtFront = linArg == 0 && delinArg == 0;
    boolean knownByDisjoint = lin.disjoint() && delinArg == 0 && firstDelin.isNone();
    if (!boundsMatch && !bothAtFront && !knownByDisjoint) return null;
    int numOuts = delin.operation().numResults();
    int j = 1;
    for (; j + linArg < ins.size() && j + delinArg < numOuts; j++) {
      if (ins.get(linArg + j) != delin.operation().result(delinArg + j)) break;
      if (!linBasis.get(linArg + j).equals(delinBasis.get(delinArg + j))) break;
    }
    if (j <= 1 || !seen.add(delin)) return null;
    return new Match(delin, linArg, delinArg, j);
  }

  /** Upstream's {@code computeProduct}: a constant, an affine.apply of the dynamic factors, or none if a factor is. */
  private static Bound product(OpBuilder b, Location loc, List<Bound> terms) {
    AffineExpr result = new AffineExpr.Constant(1);
    List<Value> dynamic = new ArrayList<>();
    for (Bound term : terms) {
      if (term.isNone()) return term;
      Long c = term.constantValue();
      if (c != null) {
        result = AffineExpr.product(result, new AffineExpr.Constant(c));
      } else {
        result = AffineExpr.product(result, new AffineExpr.Symbol(dynamic.size()));
        dynamic.add(term.value());
      }
    }
    if (result instanceof AffineExpr.Constant c) return Bound.of(c.value());
    return Bound.of(ApplyOp.create(b, loc, new AffineMap(0, dynamic.size(), List.of(result)), dynamic).result());
  }
}
