package dev.loomlir.ir;

import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Dim;
import dev.loomlir.ir.AffineExpr.Kind;
import dev.loomlir.ir.AffineExpr.Symbol;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * MLIR's {@code simplifyAffineExpr} for sums of products (the expressions of strided layouts).
 * The expression is flattened into coefficients of its dimensions, symbols, non-affine products
 * such as {@code d0 * s0} (MLIR's local expressions) and a constant, then rebuilt: a pure affine
 * expression as dimensions, symbols, products and constant in that order; a semi-affine one
 * stays as it is when it already reads in that order, else its terms are sorted by the position
 * of their dimension or symbol (a dimension before its products, {@code d0 + d0 * s0 + s0 + ...}).
 * Expressions with floordiv, ceildiv or mod are returned unchanged.
 */
public final class AffineSimplifier {
  private final int numDims;
  private final int numSymbols;
  private final List<AffineExpr> locals = new ArrayList<>();

  private AffineSimplifier(int numDims, int numSymbols) {
    this.numDims = numDims;
    this.numSymbols = numSymbols;
  }

  /** Coefficients of the dimensions then the symbols, of each local expression, and the constant. */
  private record Flat(long[] ids, long[] locals, long constant) {
    long local(int i) { return i < locals.length ? locals[i] : 0; }
  }

  public static AffineExpr simplify(AffineExpr e, int numDims, int numSymbols) {
    AffineSimplifier s = new AffineSimplifier(numDims, numSymbols);
    Flat flat = s.flatten(e);
    if (flat == null) return e;
    AffineExpr affine = s.affineForm(flat);
    if (e.isPureAffine() || e.equals(affine)) return affine;
    return s.semiAffineForm(flat);
  }

  /**
   * The exact linear form of {@code e}, null with floordiv, ceildiv or mod. Exact because it is
   * rebuilt and printed, and because strides and offsets of affine layouts are read from the
   * rebuilt form ({@code AffineLayoutStrides}): per-symbol coefficients, terms that cancel
   * dropped, and every product that is not by a constant kept as a local term.
   */
  private Flat flatten(AffineExpr e) {
    long[] ids = new long[numDims + numSymbols];
    switch (e) {
      case Dim d -> {
        ids[d.position()] = 1;
        return new Flat(ids, new long[0], 0);
      }
      case Symbol s -> {
        ids[numDims + s.position()] = 1;
        return new Flat(ids, new long[0], 0);
      }
      case Constant c -> { return new Flat(ids, new long[0], c.value()); }
      case Binary b when b.kind() == Kind.ADD -> {
        Flat l = flatten(b.lhs()), r = flatten(b.rhs());
        if (l == null || r == null) return null;
        for (int i = 0; i < ids.length; i++) ids[i] = l.ids[i] + r.ids[i];
        long[] sum = new long[locals.size()];
        for (int i = 0; i < sum.length; i++) sum[i] = l.local(i) + r.local(i);
        return new Flat(ids, sum, l.constant + r.constant);
      }
      case Binary b when b.kind() == Kind.MUL -> {
        Flat l = flatten(b.lhs()), r = flatten(b.rhs());
        if (l == null || r == null) return null;
        if (b.rhs() instanceof Constant c) {
          for (int i = 0; i < ids.length; i++) ids[i] = l.ids[i] * c.value();
          long[] scaled = new long[l.locals.length];
          for (int i = 0; i < scaled.length; i++) scaled[i] = l.locals[i] * c.value();
          return new Flat(ids, scaled, l.constant * c.value());
        }
        // A non-affine product becomes a local expression of its own.
        AffineExpr product = AffineExpr.product(affineForm(l), affineForm(r));
        int index = locals.indexOf(product);
        if (index < 0) {
          index = locals.size();
          locals.add(product);
        }
        long[] local = new long[locals.size()];
        local[index] = 1;
        return new Flat(ids, local, 0);
      }
      default -> { return null; }
    }
  }

  /** MLIR's {@code getAffineExprFromFlatForm}. */
  private AffineExpr affineForm(Flat f) {
    AffineExpr e = new Constant(0);
    for (int j = 0; j < f.ids.length; j++) {
      if (f.ids[j] == 0) continue;
      AffineExpr id = j < numDims ? new Dim(j) : new Symbol(j - numDims);
      e = AffineExpr.sum(e, AffineExpr.product(id, new Constant(f.ids[j])));
    }
    for (int j = 0; j < locals.size(); j++) {
      if (f.local(j) != 0) e = AffineExpr.sum(e, AffineExpr.product(locals.get(j), new Constant(f.local(j))));
    }
    return f.constant == 0 ? e : AffineExpr.sum(e, new Constant(f.constant));
  }

  private record Term(int position, int order, AffineExpr expr, long coefficient) {}

  /** MLIR's {@code getSemiAffineExprFromFlatForm}: terms sorted by (position, order). */
  private AffineExpr semiAffineForm(Flat f) {
    List<Term> terms = new ArrayList<>();
    int symbolOrder = Math.max(numDims, numSymbols);
    int dimOrder = -1;
    for (int j = 0; j < numSymbols; j++) {
      long c = f.ids[numDims + j];
      if (c != 0) terms.add(new Term(j, symbolOrder++, new Symbol(j), c));
    }
    boolean[] placed = new boolean[locals.size()];
    for (int j = 0; j < locals.size(); j++) {
      long c = f.local(j);
      if (c == 0 || !(locals.get(j) instanceof Binary b)) continue;
      boolean simpleLhs = b.lhs() instanceof Dim || b.lhs() instanceof Symbol;
      boolean simpleRhs = b.rhs() instanceof Dim || b.rhs() instanceof Symbol || b.rhs() instanceof Constant;
      if (!simpleLhs || !simpleRhs) continue;
      if (b.lhs() instanceof Dim d) {
        int order = b.rhs() instanceof Symbol s ? s.position() : dimOrder--;
        terms.add(new Term(d.position(), order, b, c));
      } else {
        terms.add(new Term(((Symbol) b.lhs()).position(), symbolOrder++, b, c));
      }
      placed[j] = true;
    }
    for (int j = 0; j < numDims; j++) {
      if (f.ids[j] != 0) terms.add(new Term(j, dimOrder--, new Dim(j), f.ids[j]));
    }
    terms.sort(Comparator.comparingInt(Term::position).thenComparingInt(Term::order));
    AffineExpr e = new Constant(0);
    for (Term t : terms) e = AffineExpr.sum(e, AffineExpr.product(t.expr(), new Constant(t.coefficient())));
    for (int j = 0; j < locals.size(); j++) {
      if (f.local(j) != 0 && !placed[j]) e = AffineExpr.sum(e, AffineExpr.product(locals.get(j), new Constant(f.local(j))));
    }
    return f.constant == 0 ? e : AffineExpr.sum(e, new Constant(f.constant));
  }
}
