package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attribute;

/** {@code #vector.iterator_type<parallel>}: one dimension of a {@code vector.contract}'s iteration space. */
public record IteratorTypeAttr(boolean reduction) implements Attribute {
  public static final IteratorTypeAttr PARALLEL = new IteratorTypeAttr(false);
  public static final IteratorTypeAttr REDUCTION = new IteratorTypeAttr(true);

  /** {@code parallel} or {@code reduction}. */
  public String keyword() { return reduction ? "reduction" : "parallel"; }

  /** The attribute for a keyword, or null. */
  public static IteratorTypeAttr ofKeyword(String keyword) {
    return switch (keyword) {
      case "parallel" -> PARALLEL;
      case "reduction" -> REDUCTION;
      default -> null;
    };
  }

  @Override public String toString() { return "#vector.iterator_type<" + keyword() + ">"; }
}
