package dev.loomlir.ir;

import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Dim;
import dev.loomlir.ir.AffineExpr.Kind;
import dev.loomlir.ir.AffineExpr.Symbol;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's semi-affine pre-pass of {@code simplifyAffineExpr} ({@code simplifySemiAffine}): a
 * division or mod by a symbol of an expression that is a multiple of that symbol is divided
 * symbolically ({@code (d0 * s0) floordiv s0} is {@code d0}, {@code (s1 * s0) mod s0} is 0), and
 * {@code (x - x mod y)} divided by or modulo {@code y} is 0. The last is upstream's rule for mods
 * (the remainder left after loop peeling); upstream applies it to floordiv and ceildiv as well,
 * where the exact result would be {@code x floordiv y}: loomlir folds as upstream does, so that
 * its output matches mlir-opt's.
 */
final class SemiAffineSimplifier {
  private final int numDims;
  private final int numSymbols;

  private SemiAffineSimplifier(int numDims, int numSymbols) {
    this.numDims = numDims;
    this.numSymbols = numSymbols;
  }

  static AffineExpr simplify(AffineExpr e, int numDims, int numSymbols) {
    return new SemiAffineSimplifier(numDims, numSymbols).visit(e);
  }

  private AffineExpr visit(AffineExpr e) {
    if (!(e instanceof Binary b)) return e;
    AffineExpr lhs = visit(b.lhs()), rhs = visit(b.rhs());
    if (b.kind() == Kind.ADD || b.kind() == Kind.MUL) return AffineExpr.binary(b.kind(), lhs, rhs);
    if (isModOfModSubtraction(lhs, rhs)) return new Constant(0);
    if (!(rhs instanceof Symbol symbol) || !isDivisibleBySymbol(b.lhs(), symbol.position(), b.kind())) {
      return AffineExpr.binary(b.kind(), lhs, rhs);
    }
    if (b.kind() == Kind.MOD) return new Constant(0);
    AffineExpr quotient = symbolicDivide(lhs, symbol.position(), b.kind());
    return quotient != null ? quotient : AffineExpr.binary(b.kind(), lhs, rhs);
  }

  /** {@code e} is a multiple of symbol {@code position}, as a dividend of an op of {@code kind}. */
  private static boolean isDivisibleBySymbol(AffineExpr e, int position, Kind kind) {
    // instanceof, not pattern switches (here and below): each costs an unarchived invokedynamic,
    // ~1 ms per run (issue 18).
    if (e instanceof Constant c) return c.value() == 0;
    if (e instanceof Dim) return false;
    if (e instanceof Symbol s) return s.position() == position;
    if (!(e instanceof Binary b)) throw new AssertionError("unknown affine expression " + e);
    return switch (b.kind()) {
      case ADD -> isDivisibleBySymbol(b.lhs(), position, kind) && isDivisibleBySymbol(b.rhs(), position, kind);
      // Both operands of a mod must be multiples: (x mod y) of multiples x, y is one.
      case MOD -> isDivisibleBySymbol(b.lhs(), position, Kind.MOD) && isDivisibleBySymbol(b.rhs(), position, Kind.MOD);
      case MUL -> isDivisibleBySymbol(b.lhs(), position, kind) || isDivisibleBySymbol(b.rhs(), position, kind);
      // (x floordiv y) floordiv s is (x floordiv s) floordiv y; not so across kinds.
      case FLOOR_DIV, CEIL_DIV -> kind == b.kind() && isDivisibleBySymbol(b.lhs(), position, b.kind());
    };
  }

  /**
   * {@code e} divided by symbol {@code position}, for an {@code e} known to be a multiple of it;
   * null where a part is not (upstream checks the unsimplified dividend, divides the simplified one).
   */
  private static AffineExpr symbolicDivide(AffineExpr e, int position, Kind kind) {
    if (e instanceof Constant c) return c.value() != 0 ? null : new Constant(0);
    if (e instanceof Dim) return null;
    if (e instanceof Symbol s) return s.position() == position ? new Constant(1) : null;
    if (!(e instanceof Binary b)) throw new AssertionError("unknown affine expression " + e);
    return switch (b.kind()) {
      case ADD -> both(Kind.ADD, symbolicDivide(b.lhs(), position, kind), symbolicDivide(b.rhs(), position, kind));
      case MOD -> both(Kind.MOD, symbolicDivide(b.lhs(), position, Kind.MOD), symbolicDivide(b.rhs(), position, Kind.MOD));
      case MUL -> isDivisibleBySymbol(b.lhs(), position, kind)
          ? both(Kind.MUL, symbolicDivide(b.lhs(), position, kind), b.rhs())
          : both(Kind.MUL, b.lhs(), symbolicDivide(b.rhs(), position, kind));
      case FLOOR_DIV, CEIL_DIV -> both(b.kind(), symbolicDivide(b.lhs(), position, b.kind()), b.rhs());
    };
  }

  private static AffineExpr both(Kind kind, AffineExpr lhs, AffineExpr rhs) {
    return lhs == null || rhs == null ? null : AffineExpr.binary(kind, lhs, rhs);
  }

  /**
   * {@code lhs} is {@code x - x mod rhs} (its summands are {@code x}'s and {@code -(x mod rhs)}),
   * so {@code lhs mod rhs} is 0 (upstream's {@code isModOfModSubtraction}).
   */
  private boolean isModOfModSubtraction(AffineExpr lhs, AffineExpr rhs) {
    List<AffineExpr> summands = new ArrayList<>();
    summandsOf(lhs, summands);
    for (int i = 0; i < summands.size(); i++) {
      AffineExpr negated = negatedOperand(summands.get(i));
      if (!(negated instanceof Binary inner) || inner.kind() != Kind.MOD || !inner.rhs().equals(rhs)) continue;
      AffineExpr diff = new Constant(0);
      for (int j = 0; j < summands.size(); j++) if (j != i) diff = AffineExpr.sum(diff, summands.get(j));
      diff = AffineExpr.sum(diff, AffineExpr.negate(inner.lhs()));
      if (AffineSimplifier.simplify(diff, numDims, numSymbols) instanceof Constant c && c.value() == 0) return true;
    }
    return false;
  }

  private static void summandsOf(AffineExpr e, List<AffineExpr> out) {
    if (e instanceof Binary b && b.kind() == Kind.ADD) {
      summandsOf(b.lhs(), out);
      summandsOf(b.rhs(), out);
    } else {
      out.add(e);
    }
  }

  /** {@code x} when {@code e} is {@code -1 * x} or {@code x * -1}; else null. */
  private static AffineExpr negatedOperand(AffineExpr e) {
    if (!(e instanceof Binary b) || b.kind() != Kind.MUL) return null;
    if (b.lhs() instanceof Constant c && c.value() == -1) return b.rhs();
    if (b.rhs() instanceof Constant c && c.value() == -1) return b.lhs();
    return null;
  }
}
