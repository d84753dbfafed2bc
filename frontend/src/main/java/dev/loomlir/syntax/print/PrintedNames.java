package dev.loomlir.syntax.print;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/**
 * The names the printer gives values ({@code %0}, {@code %0#1}, {@code %arg0}, {@code %c1_i64})
 * and blocks ({@code ^bb3}), for tools that talk about IR in the words of its printed form:
 * analysis dumps, test expectations. Names are those of printing the whole top-level op
 * (custom form), so they match {@code loomlir opt} and {@code mlir-opt} output.
 */
public final class PrintedNames {
  private final SsaNameTable table;

  private PrintedNames(SsaNameTable table) { this.table = table; }

  /** Names for every value and block of the IR that contains {@code op}. */
  public static PrintedNames of(Operation op) {
    Operation root = op;
    while (root.parentOp() != null) root = root.parentOp();
    boolean generic = PrintOptions.DEFAULT.generic();
    return new PrintedNames(new SsaNameTable(root, generic, IrSurvey.of(root).valueCount()));
  }

  /** {@code %name} as an operand would print. */
  public String value(Value v) {
    StringBuilder sb = new StringBuilder();
    table.appendValue(sb, v);
    return sb.toString();
  }

  /** {@code ^bbN}. */
  public String block(Block b) { return table.blockName(b); }
}
