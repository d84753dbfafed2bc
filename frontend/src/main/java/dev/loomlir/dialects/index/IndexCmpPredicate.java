package dev.loomlir.dialects.index;

import dev.loomlir.ir.Attribute;
import java.util.List;

/**
 * {@code #index<cmp_predicate slt>}: the comparison of {@code index.cmp}, spelled by its keyword
 * ({@code slt}) in the op's custom syntax.
 */
public record IndexCmpPredicate(Kind kind) implements Attribute {
  public enum Kind {
    EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE;

    public String keyword() { return name().toLowerCase(java.util.Locale.ROOT); }
  }

  /** The keywords in upstream's order, for error messages. */
  public static final List<String> KEYWORDS = java.util.Arrays.stream(Kind.values()).map(Kind::keyword).toList();

  /** The predicate for a keyword, or null. */
  public static IndexCmpPredicate of(String keyword) {
    for (Kind k : Kind.values()) if (k.keyword().equals(keyword)) return new IndexCmpPredicate(k);
    return null;
  }

  public String keyword() { return kind.keyword(); }

  @Override public String toString() { return "#index<cmp_predicate " + keyword() + ">"; }
}
