package dev.loomlir.dialects.vector;

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
}
