package dev.loomlir.syntax.print;

/**
 * How to print IR: {@code generic} is {@code --mlir-print-op-generic}, {@code debugInfo} is
 * {@code --mlir-print-debuginfo} (print {@code loc(...)} after each op and block argument).
 */
public record PrintOptions(boolean generic, boolean debugInfo) {
  public static final PrintOptions DEFAULT = new PrintOptions(false, false);
}
