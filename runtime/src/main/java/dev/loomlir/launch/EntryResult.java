package dev.loomlir.launch;

import dev.loomlir.runtime.CFormat;
import java.util.List;
import java.util.Locale;

/**
 * What an entry point returns, as mlir-runner's {@code -entry-point-result=} names it, and how its
 * result is printed: integers in decimal, floats as C's {@code %e} (mlir-runner writes them with
 * {@code llvm::outs() << value}), each followed by a newline. mlir-runner has no {@code f64}; we
 * accept it and print it the same way.
 */
public enum EntryResult {
  VOID("void"), I32("i32"), I64("i64"), F32("f32"), F64("f64");

  private final String spelling;

  EntryResult(String spelling) { this.spelling = spelling; }

  public String spelling() { return spelling; }

  /** The kind spelled {@code text} ({@code void}, {@code i32}, ...), or null. */
  public static EntryResult parse(String text) {
    for (EntryResult r : values()) if (r.spelling.equals(text)) return r;
    return null;
  }

  /** The kind whose result types are {@code results} (MLIR spellings), or null when none fits. */
  public static EntryResult of(List<String> results) {
    if (results.isEmpty()) return VOID;
    if (results.size() > 1) return null;
    EntryResult r = parse(results.get(0));
    return r == VOID ? null : r;
  }

  /** Upstream's complaint when the entry point's results do not fit this kind. */
  public String mismatchMessage() {
    return this == VOID ? "expected void function" : "only single " + spelling + " function result supported";
  }

  /** The printed result (without the newline); null for void. */
  public String format(Object value) {
    return switch (this) {
      case VOID -> null;
      case I32, I64 -> String.valueOf(value);
      case F32, F64 -> CFormat.e(((Number) value).doubleValue());
    };
  }

  @Override public String toString() { return spelling.toLowerCase(Locale.ROOT); }
}
