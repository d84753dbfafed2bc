package dev.loomlir.dialects.vector;

/** {@code #vector.kind<add>}: the {@link CombiningKind} of a reduction, contraction or scan. */
public record CombiningKindAttr(CombiningKind kind) implements dev.loomlir.ir.Attribute {
  public static final CombiningKindAttr ADD = new CombiningKindAttr(CombiningKind.ADD);

  /** The part after the dialect prefix: {@code <add>}. */
  public String body() { return "<" + kind.keyword + ">"; }

  @Override public String toString() { return "#vector.kind" + body(); }
}
