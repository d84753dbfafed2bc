package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.IntegerAttr;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The comparisons of {@code arith.cmpi} (and of {@code index.cmp}), in upstream's order: the
 * ordinal is the value {@code arith.cmpi} stores in its {@code predicate} attribute
 * ({@code slt} is {@code 2 : i64}). The one encoding builders, folders and code generation use.
 */
public enum CmpIPredicate {
  EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE;

  private static final CmpIPredicate[] VALUES = values();

  /** The keywords in order, as the custom syntax spells them ({@code slt}). */
  public static final List<String> KEYWORDS = Arrays.stream(VALUES).map(CmpIPredicate::keyword).toList();

  public String keyword() { return name().toLowerCase(Locale.ROOT); }

  /** The predicate of a keyword, or null. */
  public static CmpIPredicate of(String keyword) {
    for (CmpIPredicate p : VALUES) if (p.keyword().equals(keyword)) return p;
    return null;
  }

  /** The predicate {@code arith.cmpi} stores as {@code stored} (an i64 attribute). */
  public static CmpIPredicate of(Attribute stored) { return VALUES[(int) ((IntegerAttr) stored).value()]; }

  /** The attribute {@code arith.cmpi} stores for this predicate. */
  public IntegerAttr attr() { return IntegerAttr.i64(ordinal()); }

  public boolean isUnsigned() { return compareTo(ULT) >= 0; }

  /** A signed ordering ({@code slt}, ..., {@code sge}); eq and ne are neither signed nor unsigned. */
  public boolean isSigned() { return this != EQ && this != NE && !isUnsigned(); }

  /** The predicate that holds for {@code (b, a)} exactly when this one holds for {@code (a, b)}. */
  public CmpIPredicate swapped() {
    return switch (this) {
      case EQ, NE -> this;
      case SLT -> SGT;
      case SLE -> SGE;
      case SGT -> SLT;
      case SGE -> SLE;
      case ULT -> UGT;
      case ULE -> UGE;
      case UGT -> ULT;
      case UGE -> ULE;
    };
  }

  /** The predicate that holds for {@code (a, b)} exactly when this one does not. */
  public CmpIPredicate negated() {
    return switch (this) {
      case EQ -> NE;
      case NE -> EQ;
      case SLT -> SGE;
      case SLE -> SGT;
      case SGT -> SLE;
      case SGE -> SLT;
      case ULT -> UGE;
      case ULE -> UGT;
      case UGT -> ULE;
      case UGE -> ULT;
    };
  }

  /**
   * Whether the predicate holds for two values of a {@code width}-bit integer type, held as
   * longs sign-extended from that width.
   */
  public boolean holds(long a, long b, int width) {
    int unsigned = isUnsigned() ? Long.compareUnsigned(zext(a, width), zext(b, width)) : 0;
    return switch (this) {
      case EQ -> a == b;
      case NE -> a != b;
      case SLT -> a < b;
      case SLE -> a <= b;
      case SGT -> a > b;
      case SGE -> a >= b;
      case ULT -> unsigned < 0;
      case ULE -> unsigned <= 0;
      case UGT -> unsigned > 0;
      case UGE -> unsigned >= 0;
    };
  }

  private static long zext(long v, int width) { return width >= 64 ? v : v & ((1L << width) - 1); }
}
