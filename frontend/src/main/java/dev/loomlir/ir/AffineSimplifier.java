package dev.loomlir.ir;

import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Dim;
import dev.loomlir.ir.AffineExpr.Kind;
import dev.loomlir.ir.AffineExpr.Symbol;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.LongUnaryOperator;
import java.util.stream.LongStream;

/**
 * MLIR's {@code simplifyAffineExpr} (used to compare and read strided layouts).
 * The expression is flattened into coefficients of its dimensions, symbols, non-affine products
 * such as {@code d0 * s0} (MLIR's local expressions) and a constant, then rebuilt: a pure affine
 * expression as dimensions, symbols, products and constant in that order; a semi-affine one
 * stays as it is when it already reads in that order, else its terms are sorted by the position
 * of their dimension or symbol (a dimension before its products, {@code d0 + d0 * s0 + s0 + ...}).
 * Floordiv, ceildiv and mod by positive constants flatten as in MLIR (a mod becomes the dividend
 * minus a multiple of a floordiv local), so {@code d0 mod 2 + (d0 floordiv 2) * 2} is {@code d0}.
 * A semi-affine expression first goes through MLIR's semi-affine pre-pass
 * ({@link SemiAffineSimplifier}: divisions of multiples of a symbol by that symbol).
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

    Flat scaled(long factor) { return map(v -> v * factor); }

    Flat divided(long divisor) { return map(v -> v / divisor); }

    Flat plus(Flat other) {
      long[] sum = new long[Math.max(locals.length, other.locals.length)];
      for (int i = 0; i < sum.length; i++) sum[i] = local(i) + other.local(i);
      long[] idSum = ids.clone();
      for (int i = 0; i < idSum.length; i++) idSum[i] += other.ids[i];
      return new Flat(idSum, sum, constant + other.constant);
    }

    boolean allMultiplesOf(long divisor) {
      return LongStream.concat(LongStream.of(ids), LongStream.of(locals)).allMatch(v -> v % divisor == 0)
          && constant % divisor == 0;
    }

    /** The gcd of {@code divisor} and every coefficient (MLIR's, over magnitudes read as unsigned). */
    long gcdWith(long divisor) {
      long g = Math.abs(divisor);
      for (long v : ids) g = AffineQuotients.unsignedGcd(g, Math.abs(v));
      for (long v : locals) g = AffineQuotients.unsignedGcd(g, Math.abs(v));
      return AffineQuotients.unsignedGcd(g, Math.abs(constant));
    }

    private Flat map(LongUnaryOperator f) {
      return new Flat(LongStream.of(ids).map(f).toArray(), LongStream.of(locals).map(f).toArray(), f.applyAsLong(constant));
    }
  }

  /**
   * The coefficients of {@code e}'s dimensions, then symbols, then its constant term, when it
   * flattens without local terms (MLIR's {@code SimpleAffineExprFlattener} with no locals: a pure
   * affine expression whose divisions all cancel); null otherwise.
   */
  public static long[] flattenWithoutLocals(AffineExpr e, int numDims, int numSymbols) {
    AffineSimplifier s = new AffineSimplifier(numDims, numSymbols);
    Flat flat = s.flatten(e);
    if (flat == null || !s.locals.isEmpty()) return null;
    long[] out = java.util.Arrays.copyOf(flat.ids, flat.ids.length + 1);
    out[flat.ids.length] = flat.constant;
    return out;
  }

  public static AffineExpr simplify(AffineExpr e, int numDims, int numSymbols) {
    if (!e.isPureAffine()) e = SemiAffineSimplifier.simplify(e, numDims, numSymbols);
    AffineSimplifier s = new AffineSimplifier(numDims, numSymbols);
    Flat flat = s.flatten(e);
    if (flat == null) return e;
    AffineExpr affine = s.affineForm(flat);
    if (e.isPureAffine() || e.equals(affine)) return affine;
    return s.semiAffineForm(flat);
  }

  /**
   * MLIR's flattened form of {@code e} ({@code SimpleAffineExprFlattener}), null where MLIR's
   * flattening fails (division or mod by a constant that is not positive). Exact because it is
   * rebuilt and printed, and because strides and offsets of affine layouts are read from the
   * rebuilt form ({@code AffineLayoutStrides}): per-symbol coefficients, terms that cancel
   * dropped, every product, quotient or mod by a non-constant, and every quotient by a constant
   * that does not cancel, kept as a local term.
   */
  private Flat flatten(AffineExpr e) {
    long[] ids = new long[numDims + numSymbols];
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (e instanceof Dim d) {
      ids[d.position()] = 1;
      return new Flat(ids, new long[0], 0);
    }
    if (e instanceof Symbol s) {
      ids[numDims + s.position()] = 1;
      return new Flat(ids, new long[0], 0);
    }
    if (e instanceof Constant c) return new Flat(ids, new long[0], c.value());
    if (!(e instanceof Binary b)) throw new AssertionError("unknown affine expression " + e);
    Flat l = flatten(b.lhs()), r = flatten(b.rhs());
    if (b.kind() == Kind.ADD) return l == null || r == null ? null : l.plus(r);
    if (l == null || r == null) return null;
    if (b.kind() == Kind.MUL) {
      if (!(b.rhs() instanceof Constant c)) return local(AffineExpr.product(affineForm(l), affineForm(r)));
      return l.scaled(c.value());
    }
    if (!(b.rhs() instanceof Constant c)) return local(AffineExpr.binary(b.kind(), affineForm(l), affineForm(r)));
    // Division or mod by zero or a negative constant is not flattened (MLIR gives up too).
    if (c.value() <= 0) return null;
    return b.kind() == Kind.MOD ? flattenMod(l, c.value()) : flattenDivision(b.kind(), l, c.value());
  }

  /**
   * {@code e mod c} as {@code e - c * q}, {@code q} the local {@code e floordiv c} (with the gcd of
   * {@code e}'s coefficients and {@code c} cancelled), so that {@code e mod c + (e floordiv c) * c}
   * flattens back to {@code e}; zero when every coefficient of {@code e} is a multiple of {@code c}.
   */
  private Flat flattenMod(Flat dividend, long divisor) {
    if (dividend.allMultiplesOf(divisor)) return dividend.scaled(0);
    long gcd = dividend.gcdWith(divisor);
    AffineExpr quotient = AffineExpr.floorDiv(affineForm(dividend.divided(gcd)), new Constant(divisor / gcd));
    return dividend.plus(local(quotient).scaled(-divisor));
  }

  /** {@code e floordiv c} or {@code e ceildiv c}: exact when the gcd cancels {@code c}, else a local. */
  private Flat flattenDivision(Kind kind, Flat dividend, long divisor) {
    long gcd = dividend.gcdWith(divisor);
    Flat reduced = dividend.divided(gcd);
    if (divisor / gcd == 1) return reduced;
    return local(AffineExpr.binary(kind, affineForm(reduced), new Constant(divisor / gcd)));
  }

  /** The flat form of an expression MLIR keeps as a local term of its own (found again if already known). */
  private Flat local(AffineExpr e) {
    int index = locals.indexOf(e);
    if (index < 0) {
      index = locals.size();
      locals.add(e);
    }
    long[] local = new long[locals.size()];
    local[index] = 1;
    return new Flat(new long[numDims + numSymbols], local, 0);
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
    // A class, not Comparator.comparingInt(...).thenComparingInt(...), whose lambdas inside
    // java.util.Comparator the AOT cache does not keep (docs/performance-notes.md, "Start-up, lazily").
    terms.sort(new Comparator<Term>() {
      @Override public int compare(Term a, Term b) {
        int byPosition = Integer.compare(a.position(), b.position());
        return byPosition != 0 ? byPosition : Integer.compare(a.order(), b.order());
      }
    });
    AffineExpr e = new Constant(0);
    for (Term t : terms) e = AffineExpr.sum(e, AffineExpr.product(t.expr(), new Constant(t.coefficient())));
    for (int j = 0; j < locals.size(); j++) {
      if (f.local(j) != 0 && !placed[j]) e = AffineExpr.sum(e, AffineExpr.product(locals.get(j), new Constant(f.local(j))));
    }
    return f.constant == 0 ? e : AffineExpr.sum(e, new Constant(f.constant));
  }
}
