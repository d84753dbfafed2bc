package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.IntegerAttr;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The comparisons of {@code arith.cmpf}, in upstream's order: the ordinal is the value stored in
 * the op's {@code predicate} attribute. Ordered predicates ({@code o...}) are false when either
 * operand is NaN, unordered ones ({@code u...}) true. The one encoding builders, folders and code
 * generation use.
 */
public enum CmpFPredicate {
  ALWAYS_FALSE("false"), OEQ, OGT, OGE, OLT, OLE, ONE, ORD, UEQ, UGT, UGE, ULT, ULE, UNE, UNO, ALWAYS_TRUE("true");

  private static final CmpFPredicate[] VALUES = values();

  /** The keywords in order, as the custom syntax spells them ({@code olt}). */
  public static final List<String> KEYWORDS = Arrays.stream(VALUES).map(CmpFPredicate::keyword).toList();

  private final String keyword;

  CmpFPredicate(String keyword) { this.keyword = keyword; }

  CmpFPredicate() { this.keyword = null; }

  public String keyword() { return keyword != null ? keyword : name().toLowerCase(Locale.ROOT); }

  /** The predicate {@code arith.cmpf} stores as {@code stored} (an i64 attribute). */
  public static CmpFPredicate of(Attribute stored) { return VALUES[(int) ((IntegerAttr) stored).value()]; }

  /** The attribute {@code arith.cmpf} stores for this predicate. */
  public IntegerAttr attr() { return IntegerAttr.i64(ordinal()); }

  /** Whether the predicate holds for {@code a} and {@code b}. */
  public boolean holds(double a, double b) {
    boolean unordered = Double.isNaN(a) || Double.isNaN(b);
    return switch (this) {
      case ALWAYS_FALSE -> false;
      case OEQ -> !unordered && a == b;
      case OGT -> !unordered && a > b;
      case OGE -> !unordered && a >= b;
      case OLT -> !unordered && a < b;
      case OLE -> !unordered && a <= b;
      case ONE -> !unordered && a != b;
      case ORD -> !unordered;
      case UEQ -> unordered || a == b;
      case UGT -> unordered || a > b;
      case UGE -> unordered || a >= b;
      case ULT -> unordered || a < b;
      case ULE -> unordered || a <= b;
      case UNE -> unordered || a != b;
      case UNO -> unordered;
      case ALWAYS_TRUE -> true;
    };
  }
}
