package dev.loomlir.dialects.affine;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineSimplifier;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.IntegerSet;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.BiFunction;

/** Upstream's canonicalization patterns of the affine ops, in upstream's order. */
final class AffineCanonicalization {
  private AffineCanonicalization() {}

  static List<RewritePattern> applyPatterns() {
    return List.of(simplify(ApplyOp.TYPE, ApplyOp::map, ApplyOp::mapOperands,
        (op, r) -> (map, operands) -> ApplyOp.create(r, op.location(), map, operands).operation()));
  }

  static List<RewritePattern> loadPatterns() {
    return List.of(simplify(LoadOp.TYPE, LoadOp::map, LoadOp::mapOperands,
        (op, r) -> (map, operands) -> LoadOp.create(r, op.location(), op.memref(), map, operands).operation()));
  }

  static List<RewritePattern> storePatterns() {
    return List.of(simplify(StoreOp.TYPE, StoreOp::map, StoreOp::mapOperands,
        (op, r) -> (map, operands) -> StoreOp.create(r, op.location(), op.value(), op.memref(), map, operands).operation()));
  }

  static List<RewritePattern> vectorLoadPatterns() {
    return List.of(simplify(VectorLoadOp.TYPE, VectorLoadOp::map, VectorLoadOp::mapOperands,
        (op, r) -> (map, operands) -> VectorLoadOp.create(r, op.location(), op.vectorType(), op.memref(), map, operands)
            .operation()));
  }

  static List<RewritePattern> vectorStorePatterns() {
    return List.of(simplify(VectorStoreOp.TYPE, VectorStoreOp::map, VectorStoreOp::mapOperands,
        (op, r) -> (map, operands) -> VectorStoreOp.create(r, op.location(), op.value(), op.memref(), map, operands)
            .operation()));
  }

  static List<RewritePattern> prefetchPatterns() {
    return List.of(simplify(PrefetchOp.TYPE, PrefetchOp::map, PrefetchOp::mapOperands,
        (op, r) -> (map, operands) -> PrefetchOp.create(r, op.location(), op.memref(), map, operands,
            op.localityHint(), op.isWrite(), op.isDataCache()).operation()));
  }

  static List<RewritePattern> minPatterns() {
    return minMaxPatterns(MinOp.TYPE, (r, op) -> (map, operands) -> MinOp.create(r, op.location(), map, operands).operation());
  }

  static List<RewritePattern> maxPatterns() {
    return minMaxPatterns(MaxOp.TYPE, (r, op) -> (map, operands) -> MaxOp.create(r, op.location(), map, operands).operation());
  }

  /** Builds the replacement of an op from a new map and operands. */
  @FunctionalInterface
  private interface Rebuild {
    Operation build(AffineMap map, List<Value> operands);
  }

  /**
   * Upstream's {@code SimplifyAffineOp}: the op's map composed with the applies feeding it,
   * canonicalized and simplified with what is known of its operands; the op is rebuilt (without
   * its other attributes, as upstream) when that changed anything.
   */
  private static <T extends OpView> RewritePattern simplify(OpType<T> type, java.util.function.Function<T, AffineMap> map,
                                                           java.util.function.Function<T, List<Value>> operands,
                                                           BiFunction<T, PatternRewriter, Rebuild> rebuild) {
    return RewritePattern.of(type, (op, rewriter) -> {
      AffineMap oldMap = map.apply(op);
      List<Value> oldOperands = operands.apply(op);
      AffineValueMap m = new AffineValueMap(oldMap, oldOperands).composed().canonicalized();
      AffineMap simplified = OperandBounds.simplifyMap(m.map(), m.operands());
      if (simplified.equals(oldMap) && AffineValueMap.sameOperands(m.operands(), oldOperands)) return false;
      rewriter.setInsertionPointBefore(op.operation());
      replace(rewriter, op.operation(), rebuild.apply(op, rewriter).build(simplified, m.operands()));
      return true;
    });
  }

  private static void replace(PatternRewriter rewriter, Operation op, Operation replacement) {
    rewriter.replaceOp(op, replacement.results());
  }

  private static <T extends AffineMinMaxOp> List<RewritePattern> minMaxPatterns(
      OpType<T> type, BiFunction<PatternRewriter, T, Rebuild> rebuild) {
    return List.of(
        // A min or max of one result is an apply.
        RewritePattern.of(type, (op, r) -> {
          if (op.map().numResults() != 1) return false;
          r.setInsertionPointBefore(op.operation());
          replace(r, op.operation(), ApplyOp.create(r, op.location(), op.map(), op.mapOperands()).operation());
          return true;
        }),
        // Each result once.
        RewritePattern.of(type, (op, r) -> {
          AffineMap map = op.map();
          List<AffineExpr> unique = new ArrayList<>(new LinkedHashSet<>(map.results()));
          if (unique.size() == map.numResults()) return false;
          r.setInsertionPointBefore(op.operation());
          replace(r, op.operation(), rebuild.apply(r, op).build(map.withResults(unique), op.mapOperands()));
          return true;
        }),
        RewritePattern.of(type, (op, r) -> mergeProducers(type, op, r, rebuild)),
        simplify(type, AffineMinMaxOp::map, AffineMinMaxOp::mapOperands, (op, r) -> rebuild.apply(r, op)),
        RewritePattern.of(type, (op, r) -> {
          AffineMap sorted = sortResults(op.map());
          if (sorted == null) return false;
          r.setInsertionPointBefore(op.operation());
          replace(r, op.operation(), rebuild.apply(r, op).build(sorted, op.mapOperands()));
          return true;
        }));
  }

  /**
   * Upstream's {@code MergeAffineMinMaxOp}: a result that is just a dimension or symbol defined by
   * a min (max) of the same kind is replaced by that producer's results, over its operands.
   */
  private static <T extends AffineMinMaxOp> boolean mergeProducers(OpType<T> type, T op, PatternRewriter rewriter,
                                                                  BiFunction<PatternRewriter, T, Rebuild> rebuild) {
    AffineMap oldMap = op.map();
    List<Value> dims = new ArrayList<>(op.mapOperands().subList(0, oldMap.numDims()));
    List<Value> symbols = new ArrayList<>(op.mapOperands().subList(oldMap.numDims(), op.mapOperands().size()));
    List<AffineExpr> exprs = new ArrayList<>();
    List<T> producers = new ArrayList<>();
    for (AffineExpr e : oldMap.results()) {
      T producer = null;
      if (e instanceof AffineExpr.Symbol s) producer = type.matchDefining(symbols.get(s.position()));
      else if (e instanceof AffineExpr.Dim d) producer = type.matchDefining(dims.get(d.position()));
      if (producer != null) producers.add(producer);
      else exprs.add(e);
    }
    if (producers.isEmpty()) return false;
    int usedDims = oldMap.numDims(), usedSymbols = oldMap.numSymbols();
    for (T producer : producers) {
      AffineMap pm = producer.map();
      dims.addAll(producer.mapOperands().subList(0, pm.numDims()));
      symbols.addAll(producer.mapOperands().subList(pm.numDims(), producer.mapOperands().size()));
      AffineMap shifted = pm.shiftDims(usedDims, 0).shiftSymbols(usedSymbols, 0);
      exprs.addAll(shifted.results());
      usedDims += pm.numDims();
      usedSymbols += pm.numSymbols();
    }
    List<Value> operands = new ArrayList<>(dims);
    operands.addAll(symbols);
    rewriter.setInsertionPointBefore(op.operation());
    replace(rewriter, op.operation(), rebuild.apply(rewriter, op).build(new AffineMap(usedDims, usedSymbols, exprs), operands));
    return true;
  }

  /**
   * Upstream's {@code canonicalizeMapExprAndTermOrder}: the results ordered by their flattened
   * coefficients (dimensions, symbols, constant), lexicographically; null when already sorted or
   * when a result is not pure affine or needs local terms to flatten.
   */
  private static AffineMap sortResults(AffineMap map) {
    List<long[]> flat = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      if (!e.isPureAffine()) return null;
      long[] coefficients = AffineSimplifier.flattenWithoutLocals(e, map.numDims(), map.numSymbols());
      if (coefficients == null) return null;
      flat.add(coefficients);
    }
    Comparator<long[]> lexicographic = Arrays::compare;
    boolean sorted = true;
    for (int i = 1; i < flat.size(); i++) sorted &= lexicographic.compare(flat.get(i - 1), flat.get(i)) <= 0;
    if (sorted) return null;
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < flat.size(); i++) order.add(i);
    order.sort((a, b) -> lexicographic.compare(flat.get(a), flat.get(b)));
    return map.subMap(order);
  }

  // ---- affine.for ----

  static List<RewritePattern> forPatterns() {
    return List.of(RewritePattern.of(ForOp.TYPE, AffineCanonicalization::foldEmptyLoop));
  }

  /**
   * Upstream's {@code AffineForEmptyLoopFolder}: a loop whose body only yields is replaced by what
   * it would return: its inits when it runs zero times, else for each result the yielded init or
   * outside value, when the trip count makes that exact.
   */
  private static boolean foldEmptyLoop(ForOp forOp, PatternRewriter rewriter) {
    Block body = forOp.body();
    // Without results the loop is trivially dead and erased anyway (upstream's pattern "succeeds"
    // doing nothing there).
    if (body.size() != 1 || forOp.operation().numResults() == 0) return false;
    Long tripCount = forOp.constantTripCount();
    if (tripCount != null && tripCount == 0) {
      rewriter.replaceOp(forOp.operation(), forOp.inits());
      return true;
    }
    List<Value> replacements = new ArrayList<>();
    List<BlockArgument> iterArgs = forOp.regionIterArgs();
    List<Value> yielded = forOp.yieldOp().results();
    boolean outsideValue = false, outOfOrder = false;
    for (int i = 0; i < yielded.size(); i++) {
      Value v = yielded.get(i);
      int pos = iterArgs.indexOf(v);
      if (pos < 0) {
        outsideValue = true;
        replacements.add(v);
      } else {
        if (pos != i) outOfOrder = true;
        replacements.add(forOp.inits().get(pos));
      }
    }
    if (tripCount == null && (outsideValue || outOfOrder)) return false;
    if (tripCount != null && tripCount >= 2 && outOfOrder) return false;
    rewriter.replaceOp(forOp.operation(), replacements);
    return true;
  }

  // ---- affine.if ----

  static List<RewritePattern> ifPatterns() {
    return List.of(RewritePattern.of(IfOp.TYPE, AffineCanonicalization::removeEmptyElse),
        RewritePattern.of(IfOp.TYPE, AffineCanonicalization::alwaysTrueOrFalse));
  }

  /** Upstream's {@code SimplifyDeadElse}: an else region that only yields nothing is removed. */
  private static boolean removeEmptyElse(IfOp ifOp, PatternRewriter rewriter) {
    if (!ifOp.hasElse() || ifOp.elseBlock().size() != 1 || ifOp.operation().numResults() != 0) return false;
    rewriter.eraseBlock(ifOp.elseBlock());
    rewriter.modified(ifOp.operation());
    return true;
  }

  /**
   * Upstream's {@code AlwaysTrueOrFalseIf}: on the canonical empty set the else block (or nothing)
   * takes the op's place, on {@code 0 == 0} the then block.
   */
  private static boolean alwaysTrueOrFalse(IfOp ifOp, PatternRewriter rewriter) {
    IntegerSet set = ifOp.condition();
    Operation op = ifOp.operation();
    Block block;
    if (set.isEmptyIntegerSet()) {
      if (op.numResults() == 0 && !ifOp.hasElse()) {
        rewriter.eraseOp(op);
        return true;
      }
      block = ifOp.elseBlock();
    } else if (set.numConstraints() == 1 && set.isEquality(0) && set.constraints().get(0) instanceof AffineExpr.Constant c
        && c.value() == 0) {
      block = ifOp.thenBlock();
    } else {
      return false;
    }
    Operation terminator = block.last();
    List<Value> results = new ArrayList<>(terminator.operands());
    rewriter.inlineBlockBefore(block, op.parentBlock(), op, List.of());
    rewriter.replaceOp(op, results);
    rewriter.eraseOp(terminator);
    return true;
  }
}
