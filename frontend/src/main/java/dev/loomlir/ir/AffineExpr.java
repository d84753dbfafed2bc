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
      // a + (b * -c) prints as a - b * c.
      if (kind == Kind.ADD && rhs instanceof Binary m && m.kind == Kind.MUL
          && m.rhs instanceof Constant c && c.value() < -1 && c.value() != Long.MIN_VALUE) {
        return lhs + " - " + wrap(m.lhs, 1) + " * " + (-c.value());
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

  /**
   * {@code lhs + rhs} as MLIR's expression builder makes it: constants folded (unless that
   * overflows) and kept on the right, a symbolic operand moved right of one that is not,
   * {@code c1 * e + c2 * e} merged into {@code e * (c1 + c2)}, and {@code (e + c) + x} turned
   * into {@code (e + x) + c}.
   */
  static AffineExpr sum(AffineExpr lhs, AffineExpr rhs) {
    if (lhs instanceof Constant a && rhs instanceof Constant b) {
      long r = a.value() + b.value();
      // On overflow MLIR keeps the sum as it is.
      return ((a.value() ^ r) & (b.value() ^ r)) < 0 ? new Binary(Kind.ADD, lhs, rhs) : new Constant(r);
    }
    if (lhs instanceof Constant || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())) return sum(rhs, lhs);
    if (rhs instanceof Constant c && c.value() == 0) return lhs;
    Binary left = lhs instanceof Binary b ? b : null;
    if (left != null && left.kind == Kind.ADD && rhs instanceof Constant c && left.rhs instanceof Constant d) {
      return sum(left.lhs, sum(d, c));
    }
    AffineExpr first = lhs, second = rhs;
    long firstFactor = 1, secondFactor = 1;
    if (left != null && left.kind == Kind.MUL && left.rhs instanceof Constant c) {
      first = left.lhs;
      firstFactor = c.value();
    }
    if (rhs instanceof Binary right && right.kind == Kind.MUL && right.rhs instanceof Constant c) {
      second = right.lhs;
      secondFactor = c.value();
    }
    if (first.equals(second)) return product(first, new Constant(firstFactor + secondFactor));
    if (left != null && left.kind == Kind.ADD && left.rhs instanceof Constant c) return sum(sum(left.lhs, rhs), c);
    return new Binary(Kind.ADD, lhs, rhs);
  }

  /**
   * {@code lhs * rhs} as MLIR's expression builder makes it: constants folded (unless that
   * overflows), the constant or symbolic operand on the right, multiplications by 1 and 0
   * simplified, and constants of successive multiplications gathered on the right.
   */
  static AffineExpr product(AffineExpr lhs, AffineExpr rhs) {
    if (lhs instanceof Constant a && rhs instanceof Constant b) {
      long hi = Math.multiplyHigh(a.value(), b.value()), lo = a.value() * b.value();
      return hi != (lo >> 63) ? new Binary(Kind.MUL, lhs, rhs) : new Constant(lo);
    }
    if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) return new Binary(Kind.MUL, lhs, rhs);
    if (!rhs.isSymbolicOrConstant() || lhs instanceof Constant) return product(rhs, lhs);
    if (rhs instanceof Constant c && c.value() == 1) return lhs;
    if (rhs instanceof Constant c && c.value() == 0) return c;
    if (lhs instanceof Binary left && left.kind == Kind.MUL && left.rhs instanceof Constant d) {
      return rhs instanceof Constant c ? product(left.lhs, product(d, c)) : product(product(left.lhs, rhs), d);
    }
    return new Binary(Kind.MUL, lhs, rhs);
  }

  /** No dimension occurs in it (MLIR's {@code isSymbolicOrConstant}). */
  default boolean isSymbolicOrConstant() {
    return switch (this) {
      case Dim d -> false;
      case Binary b -> b.lhs.isSymbolicOrConstant() && b.rhs.isSymbolicOrConstant();
      default -> true;
    };
  }

  /** Multiplications, divisions and mods only by constants (MLIR's {@code isPureAffine}). */
  default boolean isPureAffine() {
    return switch (this) {
      case Binary b when b.kind == Kind.ADD -> b.lhs.isPureAffine() && b.rhs.isPureAffine();
      case Binary b when b.kind == Kind.MUL -> b.lhs.isPureAffine() && b.rhs.isPureAffine()
          && (b.lhs instanceof Constant || b.rhs instanceof Constant);
      case Binary b -> b.lhs.isPureAffine() && b.rhs instanceof Constant;
      default -> true;
    };
  }

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
