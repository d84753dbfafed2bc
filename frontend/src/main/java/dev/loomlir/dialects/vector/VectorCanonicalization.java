package dev.loomlir.dialects.vector;

import dev.loomlir.dialects.arith.AddFOp;
import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.FastMathAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.Matchers;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;

/** Upstream's canonicalization patterns of the vector ops (those beyond their folds). */
final class VectorCanonicalization {
  private VectorCanonicalization() {}

  /** {@code extract(broadcast(x))} of a vector still broadcastable from {@code x}: a broadcast of {@code x}. */
  static List<RewritePattern> extractPatterns() {
    return List.of(RewritePattern.of(ExtractOp.TYPE, VectorCanonicalization::extractOfBroadcast));
  }

  private static boolean extractOfBroadcast(ExtractOp e, PatternRewriter r) {
    BroadcastOp b = BroadcastOp.TYPE.matchDefining(e.vector());
    if (b == null || !(e.operation().result(0).type() instanceof VectorType out)) return false;
    if (!broadcastable(b.source().type(), out)) return false;
    r.setInsertionPointBefore(e.operation());
    BroadcastOp replacement = BroadcastOp.create(r, e.location(), b.source(), out);
    r.replaceOp(e.operation(), List.of(replacement.operation().result(0)));
    return true;
  }

  /** Upstream's {@code isBroadcastableTo}, for the cases the patterns need. */
  static boolean broadcastable(dev.loomlir.ir.Type source, VectorType to) {
    if (!(source instanceof VectorType s)) return source.equals(to.elementType());
    if (!s.elementType().equals(to.elementType()) || s.rank() > to.rank()) return false;
    int lead = to.rank() - s.rank();
    for (int i = 0; i < s.rank(); i++) {
      long sd = s.shape().get(i), dd = to.shape().get(lead + i);
      if (sd == 1 && !s.scalable().get(i)) continue;
      if (sd != dd || !s.scalable().get(i).equals(to.scalable().get(lead + i))) return false;
    }
    return true;
  }

  /** {@code broadcast(broadcast(x))}: one broadcast of {@code x}. */
  static List<RewritePattern> broadcastPatterns() {
    return List.of(RewritePattern.of(BroadcastOp.TYPE, (b, r) -> {
      BroadcastOp inner = BroadcastOp.TYPE.matchDefining(b.source());
      if (inner == null) return false;
      r.setInsertionPointBefore(b.operation());
      BroadcastOp replacement = BroadcastOp.create(r, b.location(), inner.source(), b.resultType());
      r.replaceOp(b.operation(), List.of(replacement.operation().result(0)));
      return true;
    }));
  }

  /** {@code transpose(transpose(x))}: one transpose by the composed permutation (which folds away when it is the identity). */
  static List<RewritePattern> transposePatterns() {
    return List.of(RewritePattern.of(TransposeOp.TYPE, (t, r) -> {
      TransposeOp inner = TransposeOp.TYPE.matchDefining(t.vector());
      if (inner == null) return false;
      long[] first = inner.permutation(), second = t.permutation();
      long[] composed = new long[second.length];
      for (int i = 0; i < second.length; i++) composed[i] = first[(int) second[i]];
      r.setInsertionPointBefore(t.operation());
      TransposeOp replacement = TransposeOp.create(r, t.location(), inner.vector(), composed);
      r.replaceOp(t.operation(), List.of(replacement.operation().result(0)));
      return true;
    }));
  }

  /** {@code from_elements} of one value repeated: a broadcast of it. */
  static List<RewritePattern> fromElementsPatterns() {
    return List.of(RewritePattern.of(FromElementsOp.TYPE, (f, r) -> {
      List<Value> elements = f.elements();
      if (elements.isEmpty() || !elements.stream().allMatch(v -> v == elements.get(0))) return false;
      r.setInsertionPointBefore(f.operation());
      BroadcastOp b = BroadcastOp.create(r, f.location(), elements.get(0), f.resultType());
      r.replaceOp(f.operation(), List.of(b.operation().result(0)));
      return true;
    }));
  }

  /** {@code create_mask} of constants: a {@code constant_mask} (bounds clamped to the shape; any empty dimension empties all). */
  static List<RewritePattern> createMaskPatterns() {
    return List.of(RewritePattern.of(CreateMaskOp.TYPE, (c, r) -> {
      VectorType t = c.vectorType();
      if (VectorTypes.isScalable(t)) return false;
      long[] sizes = new long[c.bounds().size()];
      boolean empty = false;
      for (int i = 0; i < sizes.length; i++) {
        Attribute a = Matchers.constantValue(c.bounds().get(i));
        if (!(a instanceof IntegerAttr bound)) return false;
        long dim = t.rank() == 0 ? 1 : t.shape().get(i);
        sizes[i] = Math.max(0, Math.min(bound.value(), dim));
        empty |= sizes[i] == 0;
      }
      if (empty) java.util.Arrays.fill(sizes, 0);
      r.setInsertionPointBefore(c.operation());
      ConstantMaskOp m = ConstantMaskOp.create(r, c.location(), t, sizes);
      r.replaceOp(c.operation(), List.of(m.operation().result(0)));
      return true;
    }));
  }

  /**
   * A multi_reduction whose reduced dimensions all have size 1 (or that reduces none): the source
   * shape-cast to the result (extracted when that is a scalar), combined with the accumulator.
   */
  static List<RewritePattern> multiReductionPatterns() {
    return List.of(RewritePattern.of(MultiReductionOp.TYPE, (m, r) -> {
      if (Maskable.isMasked(m.operation())) return false;
      boolean[] reduced = m.reductionMask();
      for (int d = 0; d < reduced.length; d++) if (reduced[d] && m.sourceType().shape().get(d) != 1) return false;
      r.setInsertionPointBefore(m.operation());
      Value cast = m.acc().type() instanceof VectorType dest
          ? ShapeCastOp.create(r, m.location(), m.source(), dest).operation().result(0)
          : ExtractOp.create(r, m.location(), m.source(), new long[m.sourceType().rank()]).operation().result(0);
      r.replaceOp(m.operation(), List.of(ArithReduction.of(r, m.location(), m.kind(), m.acc(), cast, null)));
      return true;
    }));
  }

  /** A reduction of a single element: that element, combined with the accumulator when there is one. */
  static List<RewritePattern> reductionPatterns() {
    return List.of(RewritePattern.of(ReductionOp.TYPE, (red, r) -> {
      VectorType t = red.vectorType();
      if (Maskable.isMasked(red.operation()) || (t.rank() != 0 && t.shape().get(0) != 1)) return false;
      r.setInsertionPointBefore(red.operation());
      Value result = ExtractOp.create(r, red.location(), red.vector(), new long[t.rank()]).operation().result(0);
      if (red.acc() != null) {
        FastMathAttr fastmath = red.operation().attr("fastmath") instanceof FastMathAttr f ? f : null;
        result = ArithReduction.of(r, red.location(), red.kind(), result, red.acc(), fastmath);
      }
      r.replaceOp(red.operation(), List.of(result));
      return true;
    }));
  }

  /**
   * {@code add(contract(a, b, zero), d)} (either operand order, arith.addf or addi): the
   * contraction of a and b onto d, placed at the add. Upstream roots this at the add; here the
   * contraction looks for such a user. Only for the add kind; upstream also fuses the other kinds,
   * which changes their result (docs/upstream-differences.md).
   */
  static List<RewritePattern> contractionPatterns() {
    return List.of(RewritePattern.of(ContractionOp.TYPE, VectorCanonicalization::fuseAdd));
  }

  private static boolean fuseAdd(ContractionOp c, PatternRewriter r) {
    if (c.kind() != CombiningKind.ADD || !isZero(Matchers.constantValue(c.acc()))) return false;
    for (dev.loomlir.ir.OpOperand use : c.operation().result(0).uses()) {
      dev.loomlir.ir.Operation add = use.owner();
      if (!AddFOp.is(add) && !AddIOp.is(add)) continue;
      r.setInsertionPointBefore(add);
      List<Boolean> iterators = new java.util.ArrayList<>();
      for (boolean b : c.reductionIterators()) iterators.add(b);
      ContractionOp fused = ContractionOp.create(r, c.location(), c.lhs(), c.rhs(), add.operand(1 - use.index()),
          c.indexingMaps(), iterators, c.kind());
      r.replaceOp(add, List.of(fused.operation().result(0)));
      return true;
    }
    return false;
  }

  /** Upstream's {@code getZeroAttr} of the type: integer 0 or +0.0, as a scalar or a splat. */
  private static boolean isZero(Attribute a) {
    if (a instanceof dev.loomlir.ir.DenseElementsAttr d) return d.isSplat() && isZero(d.element(0));
    if (a instanceof IntegerAttr i) return i.value() == 0;
    return a instanceof dev.loomlir.ir.FloatAttr f && Double.doubleToRawLongBits(f.value()) == 0;
  }
}
