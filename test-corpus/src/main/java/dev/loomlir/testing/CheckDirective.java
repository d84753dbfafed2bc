package dev.loomlir.testing;

/**
 * One directive of a check file. {@code line}/{@code column} locate the pattern text (1-based) for
 * error messages; {@code count} is n for {@code CHECK-COUNT-n}, else 1.
 */
public record CheckDirective(CheckKind kind, String prefix, int count, CheckPattern pattern, int line, int column) {
  /** The spelling FileCheck uses in messages: {@code CHECK-NEXT}, {@code CHECK-COUNT-3}. */
  public String spelling() {
    if (kind == CheckKind.EOF) return prefix + "-EOF";
    return prefix + kind.suffix + (kind == CheckKind.COUNT ? "-" + count : "");
  }
}
