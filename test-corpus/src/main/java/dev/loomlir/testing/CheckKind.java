package dev.loomlir.testing;

/** The directive kinds FileCheck knows; {@link #EOF} is the implicit end-of-input check. */
public enum CheckKind {
  PLAIN(""), NEXT("-NEXT"), SAME("-SAME"), NOT("-NOT"), DAG("-DAG"), LABEL("-LABEL"), EMPTY("-EMPTY"),
  COUNT("-COUNT"), EOF("");

  /** What follows the prefix in the directive: {@code CHECK-NEXT:} has suffix {@code -NEXT}. */
  public final String suffix;

  CheckKind(String suffix) { this.suffix = suffix; }

  /** True for checks that match at a position of their own (not DAG/NOT). */
  public boolean isPositive() { return this != NOT && this != DAG; }
}
