package dev.loomlir.ir;

/** An affine expression over dimensions {@code dN}, symbols {@code sN} and constants. */
public sealed interface AffineExpr {
  record Dim(int position) implements AffineExpr {
    @Override public String toString() { return "d" + position; }
  }

  record Symbol(int position) implements AffineExpr {
    @Override public String toString() { return "s" + position; }
  }

  record Constant(long value) implements AffineExpr {
    @Override public String toString() { return Long.toString(value); }
  }

  enum Kind {
    ADD(" + "), MUL(" * "), MOD(" mod "), FLOOR_DIV(" floordiv "), CEIL_DIV(" ceildiv ");
    final String spelling;
    Kind(String spelling) { this.spelling = spelling; }
  }

  record Binary(Kind kind, AffineExpr lhs, AffineExpr rhs) implements AffineExpr {
    @Override public String toString() {
      // a + (b * -1) prints as a - b, as MLIR does.
      if (kind == Kind.ADD && rhs instanceof Binary m && m.kind == Kind.MUL
          && m.rhs instanceof Constant c && c.value() == -1) {
        return lhs + " - " + wrap(m.lhs, 0);
      }
      if (kind == Kind.ADD && rhs instanceof Constant c && c.value() < 0) return lhs + " - " + (-c.value());
      // As MLIR: operands of a strongly binding op (*, mod, floordiv, ceildiv) are parenthesised
      // when they are themselves binary; operands of + never are.
      int strength = kind == Kind.ADD ? 0 : 1;
      return wrap(lhs, strength) + kind.spelling + wrap(rhs, strength);
    }

    private static String wrap(AffineExpr e, int strength) {
      return strength > 0 && e instanceof Binary ? "(" + e + ")" : e.toString();
    }
  }

  static AffineExpr add(AffineExpr a, AffineExpr b) { return new Binary(Kind.ADD, a, b); }
  static AffineExpr mul(AffineExpr a, AffineExpr b) { return new Binary(Kind.MUL, a, b); }

  /** Evaluates with the given dimension and symbol values (floor semantics for division and mod). */
  default long evaluate(long[] dims, long[] symbols) {
    return switch (this) {
      case Dim d -> dims[d.position()];
      case Symbol s -> symbols[s.position()];
      case Constant c -> c.value();
      case Binary b -> {
        long l = b.lhs().evaluate(dims, symbols), r = b.rhs().evaluate(dims, symbols);
        yield switch (b.kind()) {
          case ADD -> l + r;
          case MUL -> l * r;
          case MOD -> Math.floorMod(l, r);
          case FLOOR_DIV -> Math.floorDiv(l, r);
          case CEIL_DIV -> -Math.floorDiv(-l, r);
        };
      }
    };
  }
}
