package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Type;
import java.util.Arrays;
import java.util.List;

/**
 * How reductions, contractions and scans combine elements (upstream's {@code CombiningKind}),
 * in upstream's declaration order, which its parser's error message lists.
 */
public enum CombiningKind {
  ADD("add"), MUL("mul"), MINUI("minui"), MINSI("minsi"), MINNUMF("minnumf"), MAXUI("maxui"), MAXSI("maxsi"),
  MAXNUMF("maxnumf"), AND("and"), OR("or"), XOR("xor"), MAXIMUMF("maximumf"), MINIMUMF("minimumf");

  public final String keyword;

  CombiningKind(String keyword) { this.keyword = keyword; }

  public static CombiningKind ofKeyword(String keyword) {
    for (CombiningKind k : values()) if (k.keyword.equals(keyword)) return k;
    return null;
  }

  public static List<String> keywords() { return Arrays.stream(values()).map(k -> k.keyword).toList(); }

  /** Upstream's {@code isSupportedCombiningKind}: which element types the kind combines. */
  public boolean supports(Type element) {
    return switch (this) {
      case ADD, MUL -> element.isInteger() || element.isIndex() || element.isFloat();
      case MINUI, MINSI, MAXUI, MAXSI, AND, OR, XOR -> element.isInteger() || element.isIndex();
      case MINNUMF, MAXNUMF, MINIMUMF, MAXIMUMF -> element.isFloat();
    };
  }

  public boolean isFloatOnly() { return this == MINNUMF || this == MAXNUMF || this == MINIMUMF || this == MAXIMUMF; }
}
