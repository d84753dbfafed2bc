package dev.loomlir.ir;

import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Kind;

/**
 * Prints affine expressions as mlir-opt does: {@code e * -1} as {@code -e}, additions of negated
 * terms and negative constants as subtractions, and operands of {@code * floordiv ceildiv mod}
 * (and of a subtracted sum) parenthesised when they are themselves binary.
 */
public final class AffineExprPrinter {
  /** Prints a dimension or symbol; op syntax prints the SSA value it stands for ({@code %i}, {@code symbol(%n)}). */
  @FunctionalInterface
  public interface Leaves {
    void print(StringBuilder out, boolean symbol, int position);
  }

  private static final Leaves NAMES = (out, symbol, position) -> out.append(symbol ? 's' : 'd').append(position);

  private final StringBuilder out;
  private final Leaves leaves;

  private AffineExprPrinter(StringBuilder out, Leaves leaves) {
    this.out = out;
    this.leaves = leaves;
  }

  static String print(AffineExpr e) {
    StringBuilder sb = new StringBuilder();
    print(e, sb, NAMES);
    return sb.toString();
  }

  /** Appends {@code e} to {@code out}, its dimensions and symbols printed by {@code leaves}. */
  public static void print(AffineExpr e, StringBuilder out, Leaves leaves) {
    new AffineExprPrinter(out, leaves).print(e, false);
  }

  /** {@code strong}: the enclosing operator binds tighter than {@code +}, so binary operands need parentheses. */
  private void print(AffineExpr e, boolean strong) {
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (e instanceof AffineExpr.Dim d) leaves.print(out, false, d.position());
    else if (e instanceof AffineExpr.Symbol sym) leaves.print(out, true, sym.position());
    else if (e instanceof Constant c) out.append(c.value());
    else if (e instanceof Binary b) printBinary(b, strong);
    else throw new AssertionError("unknown affine expression " + e);
  }

  private void printBinary(Binary b, boolean strong) {
    if (strong) out.append('(');
    if (b.kind() == Kind.ADD) printSum(b);
    else if (b.kind() == Kind.MUL && b.rhs() instanceof Constant c && c.value() == -1) {
      out.append('-');
      print(b.lhs(), true);
    } else {
      print(b.lhs(), true);
      out.append(' ').append(b.kind().keyword()).append(' ');
      print(b.rhs(), true);
    }
    if (strong) out.append(')');
  }

  private void printSum(Binary b) {
    print(b.lhs(), false);
    if (b.rhs() instanceof Binary m && m.kind() == Kind.MUL && m.rhs() instanceof Constant c && c.value() < 0) {
      out.append(" - ");
      if (c.value() == -1) {
        print(m.lhs(), m.lhs() instanceof Binary inner && inner.kind() == Kind.ADD);
      } else {
        print(m.lhs(), true);
        // MLIR negates without an overflow check: the smallest long prints as itself.
        out.append(" * ").append(-c.value());
      }
    } else if (b.rhs() instanceof Constant c && c.value() < 0) {
      out.append(" - ").append(-c.value());
    } else {
      out.append(" + ");
      print(b.rhs(), false);
    }
  }
}
