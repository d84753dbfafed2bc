package dev.loomlir.ir;

import java.util.Objects;

/**
 * An affine expression over dimensions {@code dN}, symbols {@code sN} and constants. The records
 * write out equals and hashCode: the generated ones link an invokedynamic at their first call,
 * which every short compiler run paid (docs/performance-notes.md). Same results.
 */
public sealed interface AffineExpr {
  record Dim(int position) implements AffineExpr {
    @Override public String toString() { return "d" + position; }
    @Override public boolean equals(Object o) { return o instanceof Dim that && position == that.position; }
    @Override public int hashCode() { return position; }
  }

  record Symbol(int position) implements AffineExpr {
    @Override public String toString() { return "s" + position; }
    @Override public boolean equals(Object o) { return o instanceof Symbol that && position == that.position; }
    @Override public int hashCode() { return position; }
  }

  record Constant(long value) implements AffineExpr {
    @Override public String toString() { return Long.toString(value); }
    @Override public boolean equals(Object o) { return o instanceof Constant that && value == that.value; }
    @Override public int hashCode() { return Long.hashCode(value); }
  }

  enum Kind {
    ADD("+"), MUL("*"), MOD("mod"), FLOOR_DIV("floordiv"), CEIL_DIV("ceildiv");
    private final String keyword;
    Kind(String keyword) { this.keyword = keyword; }
    /** The operator as written: {@code +}, {@code *}, {@code mod}, {@code floordiv}, {@code ceildiv}. */
    public String keyword() { return keyword; }
  }

  record Binary(Kind kind, AffineExpr lhs, AffineExpr rhs) implements AffineExpr {
    @Override public String toString() { return AffineExprPrinter.print(this); }

    @Override
    public boolean equals(Object o) {
      return o == this || o instanceof Binary that && kind == that.kind && Objects.equals(lhs, that.lhs)
          && Objects.equals(rhs, that.rhs);
    }

    @Override
    public int hashCode() { return 31 * (31 * Objects.hashCode(kind) + Objects.hashCode(lhs)) + Objects.hashCode(rhs); }
  }

  // Builders: MLIR simplifies every expression as it is built (constants folded and moved right,
  // symbolic terms right of dimensional ones, known multiples divided), and so must every
  // expression here be built, else it prints differently.

  static AffineExpr sum(AffineExpr lhs, AffineExpr rhs) { return AffineSums.sum(lhs, rhs); }

  static AffineExpr product(AffineExpr lhs, AffineExpr rhs) { return AffineProducts.product(lhs, rhs); }

  static AffineExpr floorDiv(AffineExpr lhs, AffineExpr rhs) { return AffineQuotients.floorDiv(lhs, rhs); }

  static AffineExpr ceilDiv(AffineExpr lhs, AffineExpr rhs) { return AffineQuotients.ceilDiv(lhs, rhs); }

  static AffineExpr mod(AffineExpr lhs, AffineExpr rhs) { return AffineQuotients.mod(lhs, rhs); }

  /** MLIR's {@code getAffineBinaryOpExpr}: the builder of {@code kind}. */
  static AffineExpr binary(Kind kind, AffineExpr lhs, AffineExpr rhs) {
    return switch (kind) {
      case ADD -> sum(lhs, rhs);
      case MUL -> product(lhs, rhs);
      case FLOOR_DIV -> floorDiv(lhs, rhs);
      case CEIL_DIV -> ceilDiv(lhs, rhs);
      case MOD -> mod(lhs, rhs);
    };
  }

  static AffineExpr negate(AffineExpr e) { return product(e, new Constant(-1)); }

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

  /**
   * MLIR's {@code replaceDimsAndSymbols}: every dimension {@code di} becomes {@code dims.get(i)} and
   * every symbol {@code si} becomes {@code symbols.get(i)}, the tree rebuilt through the simplifying
   * builders (so {@code d0 + d1} with {@code d1 -> 3} is {@code d0 + 3}).
   */
  default AffineExpr replaceDimsAndSymbols(java.util.List<AffineExpr> dims, java.util.List<AffineExpr> symbols) {
    return switch (this) {
      case Dim d -> d.position() < dims.size() ? dims.get(d.position()) : d;
      case Symbol s -> s.position() < symbols.size() ? symbols.get(s.position()) : s;
      case Constant c -> c;
      case Binary b -> {
        AffineExpr l = b.lhs.replaceDimsAndSymbols(dims, symbols), r = b.rhs.replaceDimsAndSymbols(dims, symbols);
        yield l.equals(b.lhs) && r.equals(b.rhs) ? b : binary(b.kind, l, r);
      }
    };
  }

  /** MLIR's {@code AffineExpr::replace}: every subexpression that is a key of {@code map} becomes its value. */
  default AffineExpr replace(java.util.Map<AffineExpr, AffineExpr> map) {
    AffineExpr replacement = map.get(this);
    if (replacement != null) return replacement;
    if (!(this instanceof Binary b)) return this;
    AffineExpr l = b.lhs.replace(map), r = b.rhs.replace(map);
    return l.equals(b.lhs) && r.equals(b.rhs) ? b : binary(b.kind, l, r);
  }

  /** True when dimension {@code position} occurs in it. */
  default boolean usesDim(int position) {
    return switch (this) {
      case Dim d -> d.position() == position;
      case Binary b -> b.lhs.usesDim(position) || b.rhs.usesDim(position);
      default -> false;
    };
  }

  /** True when symbol {@code position} occurs in it. */
  default boolean usesSymbol(int position) {
    return switch (this) {
      case Symbol s -> s.position() == position;
      case Binary b -> b.lhs.usesSymbol(position) || b.rhs.usesSymbol(position);
      default -> false;
    };
  }

  /** MLIR's {@code getLargestKnownDivisor}: a number that always divides it (1 when nothing is known). */
  default long largestKnownDivisor() { return AffineQuotients.largestKnownDivisor(this); }

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
