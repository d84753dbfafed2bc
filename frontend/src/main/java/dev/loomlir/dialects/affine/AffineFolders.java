package dev.loomlir.dialects.affine;

import dev.loomlir.dialects.memref.CastOp;
import dev.loomlir.dialects.memref.GetGlobalOp;
import dev.loomlir.dialects.memref.GlobalOp;
import dev.loomlir.ir.AffineConstantFolder;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerSet;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.UnrankedMemRefType;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * The affine ops' fold hooks, as upstream's: constants and single dimensions of maps fold to
 * values, loop and condition maps are composed and canonicalized in place, and index
 * (de)linearizations of constants are computed.
 */
final class AffineFolders {
  private AffineFolders() {}

  /** The integer values of constant operands, null where an operand is not a constant integer. */
  private static Long[] integers(Attribute[] constants) {
    Long[] out = new Long[constants.length];
    for (int i = 0; i < out.length; i++) out[i] = constants[i] instanceof IntegerAttr a ? a.value() : null;
    return out;
  }

  private static FoldResult index(long value) { return FoldResult.of(IntegerAttr.of(value, IndexType.INSTANCE)); }

  // ---- affine.apply, affine.min, affine.max ----

  static List<FoldResult> foldApply(Operation op, Attribute[] constants) {
    ApplyOp apply = ApplyOp.TYPE.cast(op);
    AffineMap map = apply.map();
    AffineExpr e = map.result(0);
    if (e instanceof AffineExpr.Dim d) return List.of(FoldResult.of(op.operand(d.position())));
    if (e instanceof AffineExpr.Symbol s) return List.of(FoldResult.of(op.operand(map.numDims() + s.position())));
    Long value = AffineConstantFolder.fold(e, map.numDims(), integers(constants));
    return value == null ? null : List.of(index(value));
  }

  static List<FoldResult> foldMin(Operation op, Attribute[] constants) { return foldMinMax(op, constants, false); }

  static List<FoldResult> foldMax(Operation op, Attribute[] constants) { return foldMinMax(op, constants, true); }

  /**
   * Upstream's {@code foldMinMaxOp}: results over constants become constants (in place), a map
   * that is just its one symbol folds to the first operand, all-constant results to their min/max.
   */
  private static List<FoldResult> foldMinMax(Operation op, Attribute[] constants, boolean isMax) {
    AffineMinMaxOp minMax = AffineMinMaxOp.match(op);
    List<Long> results = new ArrayList<>();
    AffineMap folded = AffineConstantFolder.partialFold(minMax.map(), integers(constants), results);
    // As upstream, the first operand even when the map also has dimensions.
    if (folded.numSymbols() == 1 && folded.isSymbolIdentity()) return List.of(FoldResult.of(op.operand(0)));
    if (results.isEmpty()) {
      if (folded.equals(minMax.map())) return null;
      op.setAttr("map", new dev.loomlir.ir.AffineMapAttr(folded));
      return List.of();
    }
    long best = results.get(0);
    for (long r : results) best = isMax ? Math.max(best, r) : Math.min(best, r);
    return List.of(index(best));
  }

  // ---- affine.for and affine.parallel ----

  static List<FoldResult> foldFor(Operation op, Attribute[] constants) {
    ForOp forOp = ForOp.TYPE.cast(op);
    boolean folded = foldConstantBounds(forOp);
    folded |= canonicalizeBounds(forOp);
    Long trips = forOp.constantTripCount();
    if (trips != null && trips == 0 && op.numResults() != 0) {
      // An op without results cannot fold away: it would fold again and again.
      List<FoldResult> inits = new ArrayList<>();
      for (Value v : forOp.inits()) inits.add(FoldResult.of(v));
      return inits;
    }
    return folded ? List.of() : null;
  }

  /** Upstream's {@code foldLoopBounds}: a bound whose map folds over constant operands becomes that constant. */
  private static boolean foldConstantBounds(ForOp forOp) {
    boolean folded = false;
    if (!forOp.hasConstantLowerBound()) {
      Long value = constantBound(forOp.lowerBoundMap(), forOp.lowerBoundOperands(), true);
      if (value != null) {
        forOp.setLowerBound(List.of(), AffineMap.constant(value));
        folded = true;
      }
    }
    if (!forOp.hasConstantUpperBound()) {
      Long value = constantBound(forOp.upperBoundMap(), forOp.upperBoundOperands(), false);
      if (value != null) {
        forOp.setUpperBound(List.of(), AffineMap.constant(value));
        folded = true;
      }
    }
    return folded;
  }

  private static Long constantBound(AffineMap map, List<Value> operands, boolean max) {
    Long[] values = new Long[operands.size()];
    for (int i = 0; i < values.length; i++) values[i] = AffineScopes.constantIndex(operands.get(i));
    long[] results = AffineConstantFolder.foldAll(map, values);
    if (results == null || results.length == 0) return null;
    long best = results[0];
    for (long r : results) best = max ? Math.max(best, r) : Math.min(best, r);
    return best;
  }

  /**
   * Upstream's {@code canonicalizeLoopBounds} of {@code affine.for}: both bounds composed and
   * canonicalized, results that cannot decide the max/min dropped, duplicates removed. As upstream,
   * the upper bound is simplified before it is composed, and a bound is replaced only when its map changed.
   */
  private static boolean canonicalizeBounds(ForOp forOp) {
    AffineValueMap lb = new AffineValueMap(forOp.lowerBoundMap(), forOp.lowerBoundOperands());
    AffineValueMap ub = new AffineValueMap(forOp.upperBoundMap(), forOp.upperBoundOperands());
    AffineMap prevLb = lb.map(), prevUb = ub.map();
    lb = lb.composed().canonicalized();
    lb = new AffineValueMap(OperandBounds.simplifyMinOrMax(lb.map(), lb.operands(), true), lb.operands());
    ub = new AffineValueMap(OperandBounds.simplifyMinOrMax(ub.map(), ub.operands(), false), ub.operands());
    lb = new AffineValueMap(lb.map().withoutDuplicateResults(), lb.operands());
    ub = ub.composed().canonicalized();
    ub = new AffineValueMap(ub.map().withoutDuplicateResults(), ub.operands());
    if (lb.map().equals(prevLb) && ub.map().equals(prevUb)) return false;
    if (!lb.map().equals(prevLb)) forOp.setLowerBound(lb.operands(), lb.map());
    if (!ub.map().equals(prevUb)) forOp.setUpperBound(ub.operands(), ub.map());
    return true;
  }

  /** Upstream's {@code canonicalizeLoopBounds} of {@code affine.parallel}: each side's map composed. */
  static List<FoldResult> foldParallel(Operation op, Attribute[] constants) {
    ParallelOp parallel = ParallelOp.TYPE.cast(op);
    AffineValueMap lb = new AffineValueMap(parallel.lowerBoundsMap(), parallel.lowerBoundsOperands());
    AffineValueMap ub = new AffineValueMap(parallel.upperBoundsMap(), parallel.upperBoundsOperands());
    AffineValueMap newLb = lb.composed(), newUb = ub.composed();
    boolean lbChanged = !newLb.map().equals(lb.map()) || !AffineValueMap.sameOperands(newLb.operands(), lb.operands());
    boolean ubChanged = !newUb.map().equals(ub.map()) || !AffineValueMap.sameOperands(newUb.operands(), ub.operands());
    if (!lbChanged && !ubChanged) return null;
    if (lbChanged) parallel.setLowerBounds(newLb.operands(), newLb.map());
    if (ubChanged) parallel.setUpperBounds(newUb.operands(), newUb.map());
    return List.of();
  }

  // ---- affine.if ----

  /** Upstream's fold of {@code affine.if}: applies feeding the condition are composed into it, then it is canonicalized. */
  static List<FoldResult> foldIf(Operation op, Attribute[] constants) {
    IfOp ifOp = IfOp.TYPE.cast(op);
    IntegerSet set = ifOp.condition();
    List<Value> operands = new ArrayList<>(op.operands());
    if (operands.stream().anyMatch(v -> ApplyOp.is(v.definingOp()))) {
      AffineValueMap composed = new AffineValueMap(set.asMap(), operands).composed();
      set = set.withConstraints(composed.map());
      operands = new ArrayList<>(composed.operands());
    }
    set = AffineValueMap.canonicalizeSet(set, operands);
    if (set.equals(ifOp.condition()) && AffineValueMap.sameOperands(operands, op.operands())) return null;
    ifOp.setConditional(set, operands);
    return List.of();
  }

  // ---- memory accesses ----

  /** Upstream's {@code foldMemRefCast}: an operand cast from a ranked memref reads the uncast memref ({@code skip} excepted). */
  static boolean foldMemRefCasts(Operation op, Value skip) {
    boolean folded = false;
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      if (CastOp.TYPE.matchDefining(v) instanceof CastOp cast && v != skip && !(cast.source().type() instanceof UnrankedMemRefType)) {
        op.setOperand(i, cast.source());
        folded = true;
      }
    }
    return folded;
  }

  /** A load through a cast reads the memref directly; a load of a constant global at constant indices is that element. */
  static List<FoldResult> foldLoad(Operation op, Attribute[] constants) {
    if (foldMemRefCasts(op, null)) return List.of();
    LoadOp load = LoadOp.TYPE.cast(op);
    GetGlobalOp getGlobal = GetGlobalOp.TYPE.matchDefining(load.memref());
    if (getGlobal == null) return null;
    Operation table = SymbolTable.nearestSymbolTable(getGlobal.operation());
    GlobalOp global = table == null ? null : GlobalOp.match(SymbolTable.lookupIn(table, getGlobal.name()));
    if (global == null || !global.isConstant() || !(global.initialValue() instanceof DenseElementsAttr init)) return null;
    if (init.isSplat()) return List.of(FoldResult.of(init.values().get(0)));
    if (!load.map().isConstant()) return null;
    List<Long> shape = init.type().shape();
    long linear = 0;
    for (int i = 0; i < shape.size(); i++) {
      linear = linear * shape.get(i) + ((AffineExpr.Constant) load.map().result(i)).value();
    }
    return List.of(FoldResult.of(init.element(linear)));
  }

  static List<FoldResult> foldStore(Operation op, Attribute[] constants) {
    return foldMemRefCasts(op, StoreOp.TYPE.cast(op).value()) ? List.of() : null;
  }

  static List<FoldResult> foldPrefetch(Operation op, Attribute[] constants) {
    return foldMemRefCasts(op, null) ? List.of() : null;
  }

  // ---- affine.linearize_index and affine.delinearize_index ----

  /**
   * Upstream's {@code foldCstValueToCstAttrBasis}: dynamic basis entries that are constants move
   * into the static basis; returns the new static basis, or null when none is constant.
   */
  private static long[] constantBasisEntries(long[] staticBasis, List<Value> dynamic) {
    boolean any = false;
    for (Value v : dynamic) any |= AffineScopes.constantIndex(v) != null;
    if (!any) return null;
    long[] basis = staticBasis.clone();
    int next = 0;
    for (int i = 0; i < basis.length; i++) {
      if (basis[i] != ShapedType.DYNAMIC) continue;
      Long constant = AffineScopes.constantIndex(dynamic.get(next++));
      if (constant != null) basis[i] = constant;
    }
    return basis;
  }

  private static List<Value> nonConstant(List<Value> values) {
    return values.stream().filter(v -> AffineScopes.constantIndex(v) == null).toList();
  }

  static List<FoldResult> foldLinearize(Operation op, Attribute[] constants) {
    LinearizeIndexOp lin = LinearizeIndexOp.TYPE.cast(op);
    long[] basis = constantBasisEntries(lin.staticBasis(), lin.dynamicBasis());
    if (basis != null) {
      List<Value> multiIndex = lin.multiIndex(), dynamic = nonConstant(lin.dynamicBasis());
      List<Value> operands = new ArrayList<>(multiIndex);
      operands.addAll(dynamic);
      op.setOperands(operands);
      op.setAttr("operandSegmentSizes", OpBuilder.segmentSizes(multiIndex.size(), dynamic.size()));
      op.setAttr("static_basis", DenseArrayAttr.ofLongs(IntegerType.I64, basis));
      return List.of();
    }
    List<Value> multiIndex = lin.multiIndex();
    if (multiIndex.isEmpty()) return List.of(index(0));
    if (multiIndex.size() == 1) return List.of(FoldResult.of(multiIndex.get(0)));
    Long[] values = integers(constants);
    for (int i = 0; i < multiIndex.size(); i++) if (values[i] == null) return null;
    if (!lin.dynamicBasis().isEmpty()) return null;
    long[] staticBasis = lin.staticBasis();
    long result = 0, stride = 1;
    for (int i = 0; i < staticBasis.length; i++) {
      result += values[multiIndex.size() - 1 - i] * stride;
      stride *= staticBasis[staticBasis.length - 1 - i];
    }
    if (!lin.hasOuterBound()) result += values[0] * stride;
    return List.of(index(result));
  }

  static List<FoldResult> foldDelinearize(Operation op, Attribute[] constants) {
    DelinearizeIndexOp delin = DelinearizeIndexOp.TYPE.cast(op);
    long[] basis = constantBasisEntries(delin.staticBasis(), delin.dynamicBasis());
    if (basis != null) {
      List<Value> operands = new ArrayList<>();
      operands.add(delin.linearIndex());
      operands.addAll(nonConstant(delin.dynamicBasis()));
      op.setOperands(operands);
      op.setAttr("static_basis", DenseArrayAttr.ofLongs(IntegerType.I64, basis));
      return List.of();
    }
    if (op.numResults() == 1) return List.of(FoldResult.of(delin.linearIndex()));
    if (!(constants[0] instanceof IntegerAttr linear) || !delin.dynamicBasis().isEmpty()) return null;
    long[] staticBasis = delin.staticBasis();
    int first = delin.hasOuterBound() ? 1 : 0;
    long high = linear.value();
    FoldResult[] results = new FoldResult[op.numResults()];
    int out = results.length - 1;
    for (int i = staticBasis.length - 1; i >= first; i--) {
      results[out--] = index(Math.floorMod(high, staticBasis[i]));
      high = Math.floorDiv(high, staticBasis[i]);
    }
    results[out] = index(high);
    return List.of(results);
  }
}
