package dev.loomlir.ir;

import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Kind;

/**
 * Prints affine expressions as mlir-opt does: {@code e * -1} as {@code -e}, additions of negated
 * terms and negative constants as subtractions, and operands of {@code * floordiv ceildiv mod}
 * (and of a subtracted sum) parenthesised when they are themselves binary.
 */
final class AffineExprPrinter {
  private final StringBuilder out = new StringBuilder();

  private AffineExprPrinter() {}

  static String print(AffineExpr e) {
    AffineExprPrinter p = new AffineExprPrinter();
    p.print(e, false);
    return p.out.toString();
  }

  /** {@code strong}: the enclosing operator binds tighter than {@code +}, so binary operands need parentheses. */
  private void print(AffineExpr e, boolean strong) {
    if (!(e instanceof Binary b)) {
      out.append(e);
      return;
    }
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
