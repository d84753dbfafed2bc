package dev.loomlir.dialects.index;

import static dev.loomlir.ir.FoldResult.of;

import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.Ints;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.ir.OpFolder;
import dev.loomlir.rewrite.Matchers;

/**
 * Folders of the index dialect (upstream's IndexOps.cpp). The width of {@code index} is unknown
 * there, so a constant fold happens only when computing at 64 and at 32 bits agree. Signed
 * divisions wrap at {@code INT_MIN / -1}, as upstream's APInt arithmetic does (unlike arith's,
 * which upstream leaves unfolded there).
 */
final class IndexFolders {
  private IndexFolders() {}

  @FunctionalInterface
  private interface IndexOp {
    /** The result at {@code width} bits (operands sign-extended from it), or null when undefined. */
    Long apply(long a, long b, int width);
  }

  // The folder of each op, attached in its declaration (AddOp: .folder(IndexFolders.ADD)).

  static final OpFolder ADD = binary((a, b, w) -> a + b, 0L, null);
  static final OpFolder SUB = binary((a, b, w) -> a - b, 0L, null);
  static final OpFolder MUL = binary((a, b, w) -> a * b, 1L, 0L);
  static final OpFolder DIVS = binary((a, b, w) -> b == 0 ? null : a / b, 1L, null);
  static final OpFolder DIVU = binary((a, b, w) -> b == 0 ? null : Ints.divideUnsigned(a, b, w), 1L, null);
  static final OpFolder CEILDIVS = binary((a, b, w) -> b == 0 ? null : Math.ceilDiv(a, b), 1L, null);
  static final OpFolder CEILDIVU = binary((a, b, w) -> {
    if (b == 0) return null;
    long q = Ints.divideUnsigned(a, b, w);
    return Ints.remainderUnsigned(a, b, w) != 0 ? q + 1 : q;
  }, 1L, null);
  static final OpFolder FLOORDIVS = binary((a, b, w) -> b == 0 ? null : Math.floorDiv(a, b), 1L, null);
  static final OpFolder REMS = binary((a, b, w) -> b == 0 ? null : a % b, null, null);
  static final OpFolder REMU = binary((a, b, w) -> b == 0 ? null : Ints.remainderUnsigned(a, b, w), null, null);
  static final OpFolder MAXS = binary((a, b, w) -> Math.max(a, b), null, null);
  static final OpFolder MINS = binary((a, b, w) -> Math.min(a, b), null, null);
  static final OpFolder MAXU = binary((a, b, w) -> Ints.compareUnsigned(a, b, w) >= 0 ? a : b, null, null);
  static final OpFolder MINU = binary((a, b, w) -> Ints.compareUnsigned(a, b, w) <= 0 ? a : b, null, null);
  static final OpFolder SHL = binary((a, b, w) -> Long.compareUnsigned(b, w) >= 0 ? null : a << b, null, null);
  static final OpFolder SHRS = binary((a, b, w) -> Long.compareUnsigned(b, w) >= 0 ? null : a >> b, null, null);
  static final OpFolder SHRU = binary((a, b, w) -> Long.compareUnsigned(b, w) >= 0 ? null : Ints.zext(a, w) >>> b, null, null);
  static final OpFolder AND = binary((a, b, w) -> a & b, null, null);
  static final OpFolder OR = binary((a, b, w) -> a | b, null, null);
  static final OpFolder XOR = binary((a, b, w) -> a ^ b, null, null);
  static final OpFolder CMP = OpFolder.single(IndexFolders::cmp);
  static final OpFolder CASTS = OpFolder.single((op, c) -> cast(op, c, true));
  static final OpFolder CASTU = OpFolder.single((op, c) -> cast(op, c, false));

  /**
   * {@code identity}: the rhs constant giving back the lhs; {@code absorbing}: the rhs constant
   * that is the result ({@code mul(x, 0)}).
   */
  private static OpFolder binary(IndexOp f, Long identity, Long absorbing) {
    return OpFolder.single((op, c) -> {
      Long a = Ints.value(c[0]), b = Ints.value(c[1]);
      if (a != null && b != null) {
        Long r = atBothWidths(a, b, f);
        return r == null ? null : of(IntegerAttr.index(r));
      }
      if (b != null && identity != null && b.longValue() == identity) return of(op.operand(0));
      if (b != null && absorbing != null && b.longValue() == absorbing) return of(c[1]);
      return null;
    });
  }

  private static long trunc32(long v) { return (int) v; }

  /** The 64-bit result, when the 32-bit computation on the truncated operands gives its truncation. */
  private static Long atBothWidths(long a, long b, IndexOp f) {
    Long r64 = f.apply(a, b, 64);
    Long r32 = f.apply(trunc32(a), trunc32(b), 32);
    if (r64 == null || r32 == null || trunc32(r64) != trunc32(r32)) return null;
    return r64;
  }

  private static FoldResult cmp(Operation op, Attribute[] c) {
    CmpIPredicate predicate = CmpOp.TYPE.cast(op).predicate();
    if (op.operand(0) == op.operand(1)) return of(IntegerAttr.bool(predicate.holds(0, 0, 64)));
    Long a = Ints.value(c[0]), b = Ints.value(c[1]);
    if (a == null && b != null) {
      // cmp(max/min(x, constant), constant): the max or min may decide it (upstream's foldCmpOfMaxOrMin).
      Operation lhs = op.operand(0).definingOp();
      Long bound = lhs == null || lhs.numOperands() != 2 ? null : Ints.value(Matchers.constantValue(lhs.operand(1)));
      Boolean decided = IndexCmpRanges.fold(predicate, lhs, bound, b);
      return decided == null ? null : of(IntegerAttr.bool(decided));
    }
    if (a == null || b == null) return null;
    boolean r64 = predicate.holds(a, b, 64);
    boolean r32 = predicate.holds(trunc32(a), trunc32(b), 32);
    return r64 == r32 ? of(IntegerAttr.bool(r64)) : null;
  }

  /** Upstream's foldCastOp: to index assumes 64 bits; from index the result must not depend on the width. */
  private static FoldResult cast(Operation op, Attribute[] c, boolean signed) {
    Long v = Ints.value(c[0]);
    Type to = op.result().type();
    if (v == null || !Ints.isFoldable(to)) return null;
    Type from = op.operand(0).type();
    if (to instanceof IndexType) return of(IntegerAttr.index(signed ? v : Ints.zext(v, Ints.width(from))));
    int w = Ints.width(to);
    if (w <= 32) return of(Ints.attr(v, to));
    long fromTrunc32 = signed ? trunc32(v) : Ints.zext(v, 32);
    return Ints.wrap(fromTrunc32, to) == Ints.wrap(v, to) ? of(Ints.attr(v, to)) : null;
  }
}
