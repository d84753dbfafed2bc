package dev.loomlir.dialects.index;

import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.ir.Operation;

/**
 * Upstream's fold of {@code index.cmp(max/min(x, a), b)}: the max or min bounds its result to a
 * range (signed or unsigned, from the constant {@code a} to the type's end), which may decide the
 * comparison with the constant {@code b} for every {@code x}; it folds only when 64 and 32 bits agree.
 */
final class IndexCmpRanges {
  /** The ops bounding their result, by whether the bound is a lower one and whether it is signed. */
  private record Bound(boolean lower, boolean signed) {}

  private static Bound boundOf(Operation op) {
    if (MaxSOp.is(op)) return new Bound(true, true);
    if (MinSOp.is(op)) return new Bound(false, true);
    if (MaxUOp.is(op)) return new Bound(true, false);
    if (MinUOp.is(op)) return new Bound(false, false);
    return null;
  }

  /** A range of w-bit values, bounds held sign-extended (signed) and as unsigned bit patterns (unsigned). */
  private record Range(long smin, long smax, long umin, long umax, int width) {}

  private IndexCmpRanges() {}

  /** The folded result when {@code lhsDef} is a max/min of something and the constant {@code a}. */
  static Boolean fold(CmpIPredicate predicate, Operation lhsDef, Long a, long b) {
    if (lhsDef == null || a == null) return null;
    Bound bound = boundOf(lhsDef);
    if (bound == null) return null;
    Boolean r64 = evaluate(predicate, range(bound, a, 64), constant(b, 64));
    Boolean r32 = evaluate(predicate, range(bound, a, 32), constant(b, 32));
    return r64 != null && r64.equals(r32) ? r64 : null;
  }

  private static Range range(Bound bound, long a, int w) {
    long sMin = w == 64 ? Long.MIN_VALUE : Integer.MIN_VALUE, sMax = w == 64 ? Long.MAX_VALUE : Integer.MAX_VALUE;
    long uMax = w == 64 ? -1L : 0xFFFF_FFFFL;
    if (bound.signed()) {
      long c = sext(a, w);
      return fromSigned(bound.lower() ? c : sMin, bound.lower() ? sMax : c, w);
    }
    long c = zext(a, w);
    return fromUnsigned(bound.lower() ? c : 0, bound.lower() ? uMax : c, w);
  }

  private static Range constant(long v, int w) {
    return new Range(sext(v, w), sext(v, w), zext(v, w), zext(v, w), w);
  }

  /** MLIR's ConstantIntRanges::fromSigned: the unsigned bounds follow when both have one sign. */
  private static Range fromSigned(long smin, long smax, int w) {
    if ((smin < 0) == (smax < 0)) return new Range(smin, smax, zext(smin, w), zext(smax, w), w);
    return new Range(smin, smax, 0, w == 64 ? -1L : 0xFFFF_FFFFL, w);
  }

  /** MLIR's ConstantIntRanges::fromUnsigned: the signed bounds follow when both have one sign. */
  private static Range fromUnsigned(long umin, long umax, int w) {
    long smin = sext(umin, w), smax = sext(umax, w);
    if ((smin < 0) == (smax < 0)) return new Range(smin, smax, umin, umax, w);
    return new Range(w == 64 ? Long.MIN_VALUE : Integer.MIN_VALUE, w == 64 ? Long.MAX_VALUE : Integer.MAX_VALUE, umin, umax, w);
  }

  /** MLIR's intrange::evaluatePred: true when the predicate holds for all pairs, false when for none. */
  private static Boolean evaluate(CmpIPredicate p, Range l, Range r) {
    if (always(p, l, r)) return true;
    if (always(inverse(p), l, r)) return false;
    return null;
  }

  private static boolean always(CmpIPredicate p, Range l, Range r) {
    return switch (p) {
      case SLE -> l.smax() <= r.smin();
      case SLT -> l.smax() < r.smin();
      case SGE -> l.smin() >= r.smax();
      case SGT -> l.smin() > r.smax();
      case ULE -> Long.compareUnsigned(l.umax(), r.umin()) <= 0;
      case ULT -> Long.compareUnsigned(l.umax(), r.umin()) < 0;
      case UGE -> Long.compareUnsigned(l.umin(), r.umax()) >= 0;
      case UGT -> Long.compareUnsigned(l.umin(), r.umax()) > 0;
      case EQ -> constantOf(l) != null && constantOf(l).equals(constantOf(r));
      case NE -> (always(CmpIPredicate.SLT, l, r) || always(CmpIPredicate.SGT, l, r)) && (always(CmpIPredicate.ULT, l, r) || always(CmpIPredicate.UGT, l, r));
    };
  }

  /** The range's only value as a bit pattern (MLIR's getConstantValue), or null. */
  private static Long constantOf(Range r) {
    if (r.umin() == r.umax()) return r.umin();
    if (r.smin() == r.smax()) return zext(r.smin(), r.width());
    return null;
  }

  private static CmpIPredicate inverse(CmpIPredicate p) {
    return switch (p) {
      case EQ -> CmpIPredicate.NE;
      case NE -> CmpIPredicate.EQ;
      case SLT -> CmpIPredicate.SGE;
      case SGE -> CmpIPredicate.SLT;
      case SLE -> CmpIPredicate.SGT;
      case SGT -> CmpIPredicate.SLE;
      case ULT -> CmpIPredicate.UGE;
      case UGE -> CmpIPredicate.ULT;
      case ULE -> CmpIPredicate.UGT;
      case UGT -> CmpIPredicate.ULE;
    };
  }

  private static long sext(long v, int w) { return w == 64 ? v : (int) v; }

  private static long zext(long v, int w) { return w == 64 ? v : v & 0xFFFF_FFFFL; }
}
