package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.arith.ExtFOp;
import dev.loomlir.dialects.arith.ExtSIOp;
import dev.loomlir.dialects.arith.ArithCastOp;
import dev.loomlir.dialects.arith.FastMathAttr;
import dev.loomlir.dialects.vector.CombiningKind;
import dev.loomlir.dialects.vector.ContractionOp;
import dev.loomlir.dialects.vector.FmaOp;
import dev.loomlir.dialects.vector.MultiReductionOp;
import dev.loomlir.dialects.vector.OuterProductOp;
import dev.loomlir.dialects.vector.ReductionOp;
import dev.loomlir.dialects.vector.ScanOp;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * The vector ops that compute: each result lane is a chain of scalar arith/math ops on operand
 * lanes, in the order upstream's CPU lowering evaluates it, so float results round the same way:
 * reductions and contractions combine sequentially from the accumulator, outer products with an
 * accumulator fuse multiply and add as upstream's {@code vector.fma}, scans follow
 * {@code -test-vector-scan-lowering} (an inclusive scan does not combine the initial value).
 */
final class ComputeRules {
  private ComputeRules() {}

  static void register(LaneRules rules) {
    rules.add(FmaOp.TYPE, (op, l) -> DataMovementRules.one(fma(FmaOp.match(op), l)));
    rules.add(ReductionOp.TYPE, (op, l) -> DataMovementRules.one(List.of(reduction(ReductionOp.match(op), l))));
    rules.add(MultiReductionOp.TYPE, (op, l) -> DataMovementRules.one(multiReduction(MultiReductionOp.match(op), l)));
    rules.add(ContractionOp.TYPE, (op, l) -> DataMovementRules.one(contraction(ContractionOp.match(op), l)));
    rules.add(OuterProductOp.TYPE, (op, l) -> DataMovementRules.one(outerProduct(OuterProductOp.match(op), l)));
    rules.add(ScanOp.TYPE, (op, l) -> scan(ScanOp.match(op), l));
  }

  private static FastMathAttr fastmath(Operation op) {
    return op.attr("fastmath") instanceof FastMathAttr f ? f : null;
  }

  /** {@code math.fma(a, b, c)}: the lane of a {@code vector.fma}, rounded once. */
  private static Value mathFma(Lanes l, Value a, Value b, Value c, FastMathAttr fastmath) {
    OperationState s = l.builder().state(dev.loomlir.dialects.math.FmaOp.TYPE, l.location());
    s.operands.addAll(List.of(a, b, c));
    s.resultTypes.add(a.type());
    if (fastmath != null) s.addAttribute("fastmath", fastmath);
    return l.builder().insert(s).result(0);
  }

  private static List<Value> fma(FmaOp f, Lanes l) {
    List<Value> a = l.of(f.lhs()), b = l.of(f.rhs()), c = l.of(f.acc());
    FastMathAttr fm = fastmath(f.operation());
    List<Value> out = new ArrayList<>(a.size());
    for (int k = 0; k < a.size(); k++) out.add(mathFma(l, a.get(k), b.get(k), c.get(k), fm));
    return out;
  }

  /**
   * Sequential, lane 0 first. A float add without accumulator starts from +0.0 (as upstream's
   * {@code llvm.vector.reduce.fadd} start value), so {@code -0 + -0} reduces to +0; with one,
   * add and mul start from it; the other kinds combine the lanes, then the accumulator.
   */
  private static Value reduction(ReductionOp r, Lanes l) {
    List<Value> lanes = l.of(r.vector());
    CombiningKind kind = r.kind();
    FastMathAttr fm = fastmath(r.operation());
    Value acc = r.acc();
    Type element = r.vectorType().elementType();
    boolean startsFromAcc = acc != null && (kind == CombiningKind.ADD || kind == CombiningKind.MUL) && element.isFloat();
    Value result;
    int first;
    if (startsFromAcc) {
      result = acc;
      first = 0;
    } else if (acc == null && kind == CombiningKind.ADD && element.isFloat()) {
      result = l.constant(new FloatAttr(0.0, (FloatType) element), element);
      first = 0;
    } else {
      result = lanes.get(0);
      first = 1;
    }
    for (int k = first; k < lanes.size(); k++) result = Combine.of(l, kind, result, lanes.get(k), fm);
    if (acc != null && !startsFromAcc) result = Combine.of(l, kind, acc, result, fm);
    return result;
  }

  /** Each result lane: its accumulator, then the reduced source lanes combined in row-major order. */
  private static List<Value> multiReduction(MultiReductionOp m, Lanes l) {
    List<Long> shape = m.sourceType().shape();
    boolean[] reduced = m.reductionMask();
    List<Value> src = l.of(m.source()), acc = l.of(m.acc());
    List<Long> kept = new ArrayList<>(), folded = new ArrayList<>();
    for (int d = 0; d < shape.size(); d++) (reduced[d] ? folded : kept).add(shape.get(d));
    FastMathAttr fm = fastmath(m.operation());
    List<Value> out = new ArrayList<>();
    for (long p = 0; p < Shapes.count(kept); p++) {
      long[] keptIndex = Shapes.index(p, kept);
      Value result = acc.get((int) p);
      for (long q = 0; q < Shapes.count(folded); q++) {
        long[] foldedIndex = Shapes.index(q, folded);
        long[] index = new long[shape.size()];
        for (int d = 0, a = 0, b = 0; d < shape.size(); d++) index[d] = reduced[d] ? foldedIndex[b++] : keptIndex[a++];
        result = Combine.of(l, m.kind(), result, src.get((int) Shapes.linear(index, shape)), fm);
      }
      out.add(result);
    }
    return out;
  }

  /**
   * Upstream's default ("dot") lowering: each accumulator lane, then for every point of the
   * reduction dimensions (row-major) the product of the lhs and rhs lanes there, combined in
   * turn. Operands narrower than the accumulator are first extended to its type (extf, or
   * extsi: the documented promotion).
   */
  private static List<Value> contraction(ContractionOp c, Lanes l) {
    List<AffineMap> maps = c.indexingMaps();
    long[] bounds = c.iterationBounds();
    boolean[] reduction = c.reductionIterators();
    List<Value> lhs = l.of(c.lhs()), rhs = l.of(c.rhs()), acc = l.of(c.acc());
    Type accElement = c.acc().type() instanceof VectorType v ? v.elementType() : c.acc().type();
    List<Long> accShape = DataMovementRules.shape(c.acc().type());
    List<Long> reductionBounds = new ArrayList<>();
    for (int d = 0; d < bounds.length; d++) if (reduction[d]) reductionBounds.add(bounds[d]);
    List<Value> lhsLanes = promote(l, lhs, accElement), rhsLanes = promote(l, rhs, accElement);
    List<Value> out = new ArrayList<>();
    for (long p = 0; p < Shapes.count(accShape); p++) {
      long[] point = new long[bounds.length];
      long[] accIndex = Shapes.index(p, accShape);
      AffineMap accMap = maps.get(2);
      for (int r = 0; r < accMap.results().size(); r++) point[((AffineExpr.Dim) accMap.results().get(r)).position()] = accIndex[r];
      Value result = acc.get((int) p);
      for (long q = 0; q < Shapes.count(reductionBounds); q++) {
        long[] rIndex = Shapes.index(q, reductionBounds);
        for (int d = 0, k = 0; d < bounds.length; d++) if (reduction[d]) point[d] = rIndex[k++];
        Value a = lhsLanes.get(laneAt(maps.get(0), point, c.lhsType().shape()));
        Value b = rhsLanes.get(laneAt(maps.get(1), point, c.rhsType().shape()));
        Value product = Combine.of(l, CombiningKind.MUL, a, b, null);
        result = Combine.of(l, c.kind(), result, product, null);
      }
      out.add(result);
    }
    return out;
  }

  private static int laneAt(AffineMap map, long[] point, List<Long> shape) {
    long[] index = new long[map.results().size()];
    for (int r = 0; r < index.length; r++) index[r] = point[((AffineExpr.Dim) map.results().get(r)).position()];
    return (int) Shapes.linear(index, shape);
  }

  private static List<Value> promote(Lanes l, List<Value> lanes, Type to) {
    if (lanes.isEmpty() || lanes.get(0).type().equals(to)) return lanes;
    List<Value> out = new ArrayList<>(lanes.size());
    for (Value v : lanes) {
      out.add(to.isFloat() ? ExtFOp.create(l.builder(), l.location(), v, to, null).out()
          : ArithCastOp.build(ExtSIOp.TYPE, l.builder(), l.location(), v, to).out());
    }
    return out;
  }

  /**
   * {@code acc[i][j] + lhs[i] * rhs[j]}: fused (math.fma) for floats with the add kind, as
   * upstream lowers it; otherwise the product, combined with the accumulator by the kind.
   */
  private static List<Value> outerProduct(OuterProductOp o, Lanes l) {
    List<Value> lhs = l.of(o.lhs()), rhs = l.of(o.rhs());
    List<Value> acc = o.acc() == null ? null : l.of(o.acc());
    boolean axpy = !(o.rhs().type() instanceof VectorType);
    boolean fused = o.kind() == CombiningKind.ADD && o.resultType().elementType().isFloat();
    List<Value> out = new ArrayList<>();
    for (int i = 0; i < lhs.size(); i++) {
      for (int j = 0; j < (axpy ? 1 : rhs.size()); j++) {
        int k = out.size();
        Value a = lhs.get(i), b = rhs.get(axpy ? 0 : j);
        if (acc != null && fused) {
          out.add(mathFma(l, a, b, acc.get(k), null));
          continue;
        }
        Value product = Combine.of(l, CombiningKind.MUL, a, b, null);
        out.add(acc == null ? product : Combine.of(l, o.kind(), product, acc.get(k), null));
      }
    }
    return out;
  }

  /**
   * Along the reduction dimension: an inclusive scan's first lane is the source's and each next
   * one combines the previous result with the source lane; an exclusive one starts from the
   * initial value and combines with the previous source lane. The accumulated value is the last
   * result lane (upstream's lowering, which never combines an inclusive scan's initial value).
   */
  private static List<List<Value>> scan(ScanOp s, Lanes l) {
    List<Long> shape = s.sourceType().shape();
    int dim = s.reductionDim();
    List<Value> src = l.of(s.source()), init = l.of(s.initialValue());
    List<Long> others = new ArrayList<>(shape);
    others.remove(dim);
    Value[] dest = new Value[src.size()];
    List<Value> accumulated = new ArrayList<>();
    for (long o = 0; o < Shapes.count(others); o++) {
      long[] otherIndex = Shapes.index(o, others);
      Value previous = null;
      int previousSource = -1;
      for (long i = 0; i < shape.get(dim); i++) {
        long[] index = new long[shape.size()];
        for (int d = 0, k = 0; d < shape.size(); d++) index[d] = d == dim ? i : otherIndex[k++];
        int at = (int) Shapes.linear(index, shape);
        Value out;
        if (i == 0) out = s.inclusive() ? src.get(at) : init.get((int) o);
        else out = Combine.of(l, s.kind(), previous, src.get(s.inclusive() ? at : previousSource), null);
        dest[at] = out;
        previous = out;
        previousSource = at;
      }
      accumulated.add(previous);
    }
    return List.of(List.of(dest), accumulated);
  }
}
