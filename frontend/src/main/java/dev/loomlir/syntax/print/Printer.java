package dev.loomlir.syntax.print;

import dev.loomlir.ir.Operation;

/** Prints IR as MLIR text, custom syntax by default, with MLIR's SSA value numbering. */
public final class Printer {
  private Printer() {}

  /** The text of {@code op} and its aliases, ending with a newline, as mlir-opt prints it. */
  public static String print(Operation op, PrintOptions options) {
    StringBuilder sb = new StringBuilder(4096);
    print(op, options, sb);
    return sb.toString();
  }

  /**
   * One op inside larger IR (e.g. for "see current operation" notes): its values are named as
   * in the whole IR, attributes and locations print inline, and there is no trailing newline.
   */
  public static String printNested(Operation op, PrintOptions options) {
    StringBuilder sb = new StringBuilder(256);
    new OperationPrinter(options).printNested(op, sb);
    return sb.toString();
  }

  /** Appends the text of {@code op} to {@code out}. */
  public static void print(Operation op, PrintOptions options, StringBuilder out) {
    new OperationPrinter(options).printTopLevel(op, out);
  }
}
