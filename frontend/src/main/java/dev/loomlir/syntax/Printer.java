package dev.loomlir.syntax;

import dev.loomlir.ir.Operation;

/** Prints IR as MLIR text, custom syntax by default, with MLIR's SSA value numbering. */
public final class Printer {
  private Printer() {}

  public static String print(Operation op, PrintOptions options) {
    throw new IllegalStateException("printer not built yet");
  }
}
