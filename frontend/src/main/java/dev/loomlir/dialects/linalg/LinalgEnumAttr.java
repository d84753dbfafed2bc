package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.Attribute;
import java.util.List;
import java.util.Objects;

/**
 * The linalg dialect's enum attributes: {@code #linalg.iterator_type<parallel>} and
 * {@code #linalg.type_fn<cast_signed>}.
 */
public record LinalgEnumAttr(String mnemonic, String value) implements Attribute {
  public static final String ITERATOR_TYPE = "iterator_type";
  public static final String TYPE_FN = "type_fn";

  public static final List<String> ITERATOR_TYPES = List.of("parallel", "reduction");
  public static final List<String> TYPE_FNS = List.of("cast_signed", "cast_unsigned");

  public static final LinalgEnumAttr PARALLEL = new LinalgEnumAttr(ITERATOR_TYPE, "parallel");
  public static final LinalgEnumAttr REDUCTION = new LinalgEnumAttr(ITERATOR_TYPE, "reduction");
  public static final LinalgEnumAttr CAST_SIGNED = new LinalgEnumAttr(TYPE_FN, "cast_signed");
  public static final LinalgEnumAttr CAST_UNSIGNED = new LinalgEnumAttr(TYPE_FN, "cast_unsigned");

  /** The allowed values of an enum mnemonic, or null for an unknown mnemonic. */
  static List<String> casesOf(String mnemonic) {
    return switch (mnemonic) {
      case ITERATOR_TYPE -> ITERATOR_TYPES;
      case TYPE_FN -> TYPE_FNS;
      default -> null;
    };
  }

  public boolean isReduction() { return this.equals(REDUCTION); }

  @Override public String toString() { return "#linalg." + mnemonic + "<" + value + ">"; }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof LinalgEnumAttr that
        && Objects.equals(mnemonic, that.mnemonic)
        && Objects.equals(value, that.value);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(mnemonic) + Objects.hashCode(value);
  }
}
