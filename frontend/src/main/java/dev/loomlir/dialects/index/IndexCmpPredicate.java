package dev.loomlir.dialects.index;

import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;

/**
 * {@code #index<cmp_predicate slt>}: the comparison of {@code index.cmp}, spelled by its keyword
 * ({@code slt}) in the op's custom syntax. Its cases are arith's, in the same order, so the
 * predicate is a {@link CmpIPredicate}.
 */
public record IndexCmpPredicate(CmpIPredicate predicate) implements Attribute {
  /** The predicate for a keyword, or null. */
  public static IndexCmpPredicate of(String keyword) {
    CmpIPredicate p = CmpIPredicate.of(keyword);
    return p == null ? null : new IndexCmpPredicate(p);
  }

  public String keyword() { return predicate.keyword(); }

  @Override public String toString() { return "#index<cmp_predicate " + keyword() + ">"; }

  /** The attribute kind of {@code index.cmp}'s {@code pred}, spelled as its keyword: {@code slt}. */
  static final AttrKind KIND = new AttrKind() {
    @Override public String description() { return "index comparison predicate kind"; }
    @Override public boolean matches(Attribute a) { return a instanceof IndexCmpPredicate; }
    @Override public Attribute parse(OpAsmParser p) { return IndexDialect.parsePredicateKeyword(p); }
    @Override public Attribute parseOptional(OpAsmParser p) {
      String kw = p.parseOptionalKeywordOf(CmpIPredicate.KEYWORDS);
      return kw == null ? null : of(kw);
    }
    @Override public void print(Attribute a, OpAsmPrinter p) { p.print(((IndexCmpPredicate) a).keyword()); }
  };
}
