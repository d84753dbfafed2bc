package dev.loomlir.lowering.affine;

import dev.loomlir.dialects.affine.AffineValueMap;
import dev.loomlir.dialects.affine.ForOp;
import dev.loomlir.dialects.affine.IfOp;
import dev.loomlir.dialects.affine.ParallelOp;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.IntegerSet;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Upstream's {@code checkMemrefAccessDependence} for two affine accesses of one memref at a loop
 * depth: is there an iteration of the source access and a later one (at that depth, same
 * iteration of the loops outside it) of the destination access touching the same element? The
 * question is an integer linear system over both accesses' iteration domains: the bounds, strides
 * and conditions of the affine.for/parallel/if ops around each (as upstream, every enclosing
 * affine.if's condition counts, whichever of its branches holds the access), equal subscripts,
 * and the order of the iterations. Floordiv, ceildiv and mod by constants become local
 * variables; values that are not induction variables are symbols shared by both sides. It is
 * decided by {@link IntegerFeasibility}; an undecided or unanalysable system (a semi-affine
 * subscript or bound) counts as a dependence.
 */
final class AccessDependence {
  private final List<long[]> equalities = new ArrayList<>();
  private final List<long[]> inequalities = new ArrayList<>();
  /** Columns: 0..numVars-1, then the constant. Rows grow as variables are added. */
  private int numVars;
  private final Map<Value, Integer> symbols = new IdentityHashMap<>();

  private AccessDependence() {}

  /** May {@code dst} touch what {@code src} touched in an earlier iteration of the loop at {@code depth} (1-based)? */
  static boolean mayDepend(Operation src, Operation dst, int depth) {
    Value memref = AffineMemoryAccesses.memrefOf(src);
    if (memref != AffineMemoryAccesses.memrefOf(dst)) return false;
    if (!AffineMemoryAccesses.isAffineWrite(src) && !AffineMemoryAccesses.isAffineWrite(dst)) return false;
    AccessDependence system = new AccessDependence();
    try {
      Side s = system.side(src), d = system.side(dst);
      List<Linear> sIndex = system.subscripts(src, s), dIndex = system.subscripts(dst, d);
      for (int i = 0; i < sIndex.size(); i++) system.equalities.add(sIndex.get(i).minus(dIndex.get(i)).row(system.numVars));
      int common = 0;
      while (common < s.ivs.size() && common < d.ivs.size() && s.ivValues.get(common) == d.ivValues.get(common)) common++;
      for (int i = 0; i < Math.min(common, depth); i++) {
        Linear diff = system.var(d.ivs.get(i)).minus(system.var(s.ivs.get(i)));
        if (i == depth - 1) system.inequalities.add(diff.plus(-1).row(system.numVars));
        else system.equalities.add(diff.row(system.numVars));
      }
    } catch (NotAffine | ArithmeticException e) {
      return true;
    }
    return IntegerFeasibility.check(system.widened(system.equalities), system.widened(system.inequalities))
        != IntegerFeasibility.Result.INFEASIBLE;
  }

  /** Thrown when an expression is not affine enough to analyse (upstream's flattening failure). */
  private static final class NotAffine extends RuntimeException {
    NotAffine() { super(null, null, false, false); }
  }

  /** One access's iteration space: its loops' induction variables (outermost first) and their columns. */
  private static final class Side {
    final List<Value> ivValues = new ArrayList<>();
    final List<Integer> ivs = new ArrayList<>();
    final Map<Value, Integer> byValue = new IdentityHashMap<>();
  }

  /** upstream's {@code getEnclosingAffineOps} and {@code getIndexSet}: all for, parallel and if ops around {@code op}. */
  private Side side(Operation op) {
    List<Operation> enclosing = new ArrayList<>();
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (ForOp.is(p) || IfOp.is(p) || ParallelOp.is(p)) enclosing.add(0, p);
    }
    Side side = new Side();
    for (Operation p : enclosing) {
      List<? extends Value> ivs = ForOp.match(p) instanceof ForOp f ? List.of(f.inductionVar())
          : ParallelOp.match(p) instanceof ParallelOp par ? par.inductionVars() : List.of();
      for (Value iv : ivs) {
        int column = newVar();
        side.ivValues.add(iv);
        side.ivs.add(column);
        side.byValue.put(iv, column);
      }
    }
    for (Operation p : enclosing) {
      if (ForOp.match(p) instanceof ForOp f) addForDomain(f, side);
      else if (ParallelOp.match(p) instanceof ParallelOp par) addParallelDomain(par, side);
      else addIfDomain(IfOp.TYPE.cast(p), side);
    }
    return side;
  }

  private void addForDomain(ForOp f, Side side) {
    Linear iv = var(side.byValue.get(f.inductionVar()));
    long step = f.step();
    if (step != 1 && f.hasConstantLowerBound()) {
      // iv = lb + step * q
      Linear q = var(newVar());
      equalities.add(iv.plus(-f.constantLowerBound()).minus(q.times(step)).row(numVars));
    }
    addBounds(iv, f.lowerBoundMap(), f.lowerBoundOperands(), side, true);
    addBounds(iv, f.upperBoundMap(), f.upperBoundOperands(), side, false);
  }

  private void addParallelDomain(ParallelOp par, Side side) {
    for (int i = 0; i < par.numDims(); i++) {
      Linear iv = var(side.byValue.get(par.inductionVars().get(i)));
      addBounds(iv, par.lowerBoundMap(i), par.lowerBoundsOperands(), side, true);
      addBounds(iv, par.upperBoundMap(i), par.upperBoundsOperands(), side, false);
    }
  }

  /** iv >= each lower bound result; iv <= each upper bound result - 1. */
  private void addBounds(Linear iv, AffineMap map, List<Value> operands, Side side, boolean lower) {
    for (Linear bound : linearize(map, operands, side)) {
      inequalities.add((lower ? iv.minus(bound) : bound.plus(-1).minus(iv)).row(numVars));
    }
  }

  private void addIfDomain(IfOp ifOp, Side side) {
    IntegerSet set = ifOp.condition();
    List<Linear> constraints = linearize(set.asMap(), ifOp.conditionOperands(), side);
    for (int i = 0; i < constraints.size(); i++) {
      (set.isEquality(i) ? equalities : inequalities).add(constraints.get(i).row(numVars));
    }
  }

  private List<Linear> subscripts(Operation accessOp, Side side) {
    AffineValueMap access = AffineMemoryAccesses.accessMap(accessOp);
    return linearize(access.map(), access.operands(), side);
  }

  /**
   * Each result of {@code map(operands)} as a linear form, after composing the applies that define
   * operands and canonicalizing, as upstream's {@code MemRefAccess::getAccessMap} does.
   */
  private List<Linear> linearize(AffineMap map, List<Value> operands, Side side) {
    AffineValueMap composed = new AffineValueMap(map, operands).fullyComposed();
    composed = new AffineValueMap(composed.map().simplified(), composed.operands()).canonicalized();
    List<Linear> out = new ArrayList<>();
    for (AffineExpr e : composed.map().results()) out.add(linear(e, composed.map().numDims(), composed.operands(), side));
    return out;
  }

  // instanceof tests, not a pattern switch: the AOT cache keeps no typeSwitch call site, and the
  // first one a JVM links costs milliseconds (docs/performance-notes.md, "Start-up, lazily").
  private Linear linear(AffineExpr e, int numDims, List<Value> operands, Side side) {
    if (e instanceof AffineExpr.Constant c) return new Linear().plus(c.value());
    if (e instanceof AffineExpr.Dim d) return var(column(operands.get(d.position()), side));
    if (e instanceof AffineExpr.Symbol s) return var(column(operands.get(numDims + s.position()), side));
    if (!(e instanceof AffineExpr.Binary b)) throw new AssertionError("unknown affine expression " + e);
    switch (b.kind()) {
      case ADD -> {
        return linear(b.lhs(), numDims, operands, side).plus(linear(b.rhs(), numDims, operands, side));
      }
      case MUL -> {
        if (b.rhs() instanceof AffineExpr.Constant c) return linear(b.lhs(), numDims, operands, side).times(c.value());
        if (b.lhs() instanceof AffineExpr.Constant c) return linear(b.rhs(), numDims, operands, side).times(c.value());
        throw new NotAffine();
      }
      default -> {
        if (!(b.rhs() instanceof AffineExpr.Constant c) || c.value() <= 0) throw new NotAffine();
        Linear lhs = linear(b.lhs(), numDims, operands, side);
        return divide(b.kind(), lhs, c.value());
      }
    }
  }

  /** {@code floor(l / k)}, {@code ceil(l / k)} or {@code l mod k} with a new local variable q bound by two inequalities. */
  private Linear divide(AffineExpr.Kind kind, Linear l, long k) {
    Linear q = var(newVar());
    Linear kq = q.times(k);
    if (kind == AffineExpr.Kind.CEIL_DIV) {
      // k*q - k + 1 <= l <= k*q
      inequalities.add(l.minus(kq).plus(k - 1).row(numVars));
      inequalities.add(kq.minus(l).row(numVars));
      return q;
    }
    // k*q <= l <= k*q + k - 1
    inequalities.add(l.minus(kq).row(numVars));
    inequalities.add(kq.plus(k - 1).minus(l).row(numVars));
    return kind == AffineExpr.Kind.MOD ? l.minus(kq) : q;
  }

  /** An induction variable of this side's loops, else a symbol shared by both sides. */
  private int column(Value v, Side side) {
    Integer iv = side.byValue.get(v);
    if (iv != null) return iv;
    return symbols.computeIfAbsent(v, k -> newVar());
  }

  private int newVar() { return numVars++; }

  private Linear var(int column) { return new Linear().with(column, 1); }

  /** Rows made when fewer variables existed get zero coefficients for the later ones. */
  private List<long[]> widened(List<long[]> rows) {
    List<long[]> out = new ArrayList<>();
    for (long[] r : rows) {
      long[] w = new long[numVars + 1];
      System.arraycopy(r, 0, w, 0, r.length - 1);
      w[numVars] = r[r.length - 1];
      out.add(w);
    }
    return out;
  }

  /** A linear form over the system's variables plus a constant (sparse, by column). */
  private static final class Linear {
    final Map<Integer, Long> coefficients = new java.util.TreeMap<>();
    long constant;

    Linear with(int column, long coefficient) {
      Linear l = copy();
      l.coefficients.merge(column, coefficient, Math::addExact);
      return l;
    }

    Linear plus(long c) {
      Linear l = copy();
      l.constant = Math.addExact(l.constant, c);
      return l;
    }

    Linear plus(Linear o) {
      Linear l = copy();
      for (var e : o.coefficients.entrySet()) l.coefficients.merge(e.getKey(), e.getValue(), Math::addExact);
      l.constant = Math.addExact(l.constant, o.constant);
      return l;
    }

    Linear times(long k) {
      Linear l = new Linear();
      for (var e : coefficients.entrySet()) l.coefficients.put(e.getKey(), Math.multiplyExact(e.getValue(), k));
      l.constant = Math.multiplyExact(constant, k);
      return l;
    }

    Linear minus(Linear o) { return plus(o.times(-1)); }

    private Linear copy() {
      Linear l = new Linear();
      l.coefficients.putAll(coefficients);
      l.constant = constant;
      return l;
    }

    long[] row(int numVars) {
      long[] r = new long[numVars + 1];
      for (var e : coefficients.entrySet()) r[e.getKey()] = e.getValue();
      r[numVars] = constant;
      return r;
    }
  }
}
