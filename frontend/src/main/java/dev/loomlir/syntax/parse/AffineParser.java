package dev.loomlir.syntax.parse;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Kind;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.IntegerSet;
import dev.loomlir.ir.ParsedAffineMap;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code (d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4)} and {@code (d0)[s0] : (d0 - s0 >= 0)}:
 * identifiers are bound to dimensions and symbols by the lists, {@code + -} bind looser than
 * {@code * floordiv ceildiv mod}, and a unary minus applies to the next operand. Every node is
 * made by {@code AffineExpr}'s builders, which simplify as MLIR's do.
 *
 * <p>Op syntax also writes maps over SSA values ({@code %A[%i + 1, symbol(%n)]}, MLIR's
 * {@code parseAffineMapOfSSAIds}): there each new {@code %value} becomes the next dimension, each
 * new {@code symbol(%value)} the next symbol, in the order they are first met, and the operands
 * are collected dimensions first, then symbols.
 */
final class AffineParser {
  private final ParserState s;
  /** Names in scope (bare identifiers, or SSA names in SSA mode) and the expression each stands for. */
  private final Map<String, AffineExpr> identifiers = new HashMap<>();
  /** Parses one SSA operand in SSA mode; null when SSA values are not allowed. */
  private final Supplier<UnresolvedOperand> operandParser;
  private final List<UnresolvedOperand> dimOperands = new ArrayList<>();
  private final List<UnresolvedOperand> symbolOperands = new ArrayList<>();

  AffineParser(ParserState s) { this(s, null); }

  private AffineParser(ParserState s, Supplier<UnresolvedOperand> operandParser) {
    this.s = s;
    this.operandParser = operandParser;
  }

  /** A parser of expressions over SSA values, each parsed by {@code operandParser}. */
  static AffineParser overSsaValues(ParserState s, Supplier<UnresolvedOperand> operandParser) {
    return new AffineParser(s, operandParser);
  }

  AffineMap parseAffineMap() {
    int pos = s.tok.start();
    if (parseMapOrSet() instanceof AffineMap map) return map;
    throw s.errorAt(pos, "expected AffineMap, but got IntegerSet");
  }

  IntegerSet parseIntegerSet() {
    int pos = s.tok.start();
    if (parseMapOrSet() instanceof IntegerSet set) return set;
    throw s.errorAt(pos, "expected IntegerSet, but got AffineMap");
  }

  /** MLIR's {@code parseAffineMapOrIntegerSetInline}: an {@link AffineMap} or an {@link IntegerSet}. */
  private Object parseMapOrSet() {
    int numDims = parseIdentifierList(Token.Kind.L_PAREN, Token.Kind.R_PAREN, true,
        "expected '(' in dimensional identifier list");
    int numSymbols = 0;
    if (s.at(Token.Kind.L_SQUARE)) {
      numSymbols = parseIdentifierList(Token.Kind.L_SQUARE, Token.Kind.R_SQUARE, false, "expected '[' in symbol list");
    }
    if (s.consumeIf(Token.Kind.ARROW)) {
      s.expect(Token.Kind.L_PAREN, "expected '(' in affine map range");
      List<AffineExpr> results = new ArrayList<>();
      if (!s.at(Token.Kind.R_PAREN)) {
        do results.add(parseExpr()); while (s.consumeIf(Token.Kind.COMMA));
      }
      s.expect(Token.Kind.R_PAREN, "expected ')' in affine map range");
      return new AffineMap(numDims, numSymbols, results);
    }
    s.expect(Token.Kind.COLON, "expected '->' or ':'");
    return parseConstraints(numDims, numSymbols);
  }

  /** {@code (c1, c2, ...)}; no constraint at all is the set {@code (0 == 0)}, as in MLIR. */
  private IntegerSet parseConstraints(int numDims, int numSymbols) {
    s.expect(Token.Kind.L_PAREN, "expected '(' in integer set constraint list");
    List<AffineExpr> constraints = new ArrayList<>();
    List<Boolean> equalities = new ArrayList<>();
    if (!s.consumeIf(Token.Kind.R_PAREN)) {
      do parseConstraint(constraints, equalities); while (s.consumeIf(Token.Kind.COMMA));
      s.expect(Token.Kind.R_PAREN, "expected ')' in integer set constraint list");
    }
    if (constraints.isEmpty()) return new IntegerSet(numDims, numSymbols, List.of(new Constant(0)), List.of(true));
    return new IntegerSet(numDims, numSymbols, constraints, equalities);
  }

  /** {@code a >= b} is {@code a - b >= 0}, {@code a <= b} is {@code b - a >= 0}, {@code a == b} is {@code a - b == 0}. */
  private void parseConstraint(List<AffineExpr> constraints, List<Boolean> equalities) {
    AffineExpr lhs = parseExpr();
    boolean greater = s.consumeIf(Token.Kind.GREATER);
    if (greater || s.consumeIf(Token.Kind.LESS)) {
      if (!s.consumeIf(Token.Kind.EQUAL)) throw constraintError();
      AffineExpr rhs = parseExpr();
      constraints.add(greater ? minus(lhs, rhs) : minus(rhs, lhs));
      equalities.add(false);
      return;
    }
    if (s.consumeIf(Token.Kind.EQUAL) && s.consumeIf(Token.Kind.EQUAL)) {
      constraints.add(minus(lhs, parseExpr()));
      equalities.add(true);
      return;
    }
    throw constraintError();
  }

  private dev.loomlir.ir.DiagnosticException constraintError() {
    return s.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
  }

  private static AffineExpr minus(AffineExpr a, AffineExpr b) { return AffineExpr.sum(a, AffineExpr.negate(b)); }

  private int parseIdentifierList(Token.Kind open, Token.Kind close, boolean dims, String openMessage) {
    s.expect(open, openMessage);
    int count = 0;
    if (s.consumeIf(close)) return 0;
    do {
      if (!s.at(Token.Kind.BARE_IDENTIFIER)) throw s.wrongToken("expected bare identifier");
      String name = s.spelling();
      if (identifiers.containsKey(name)) throw s.error("redefinition of identifier '" + name + "'");
      identifiers.put(name, dims ? new AffineExpr.Dim(count) : new AffineExpr.Symbol(count));
      count++;
      s.consume();
    } while (s.consumeIf(Token.Kind.COMMA));
    s.expect(close, close == Token.Kind.R_PAREN ? "expected ')' in dimensional identifier list"
        : "expected ']' in symbol list");
    return count;
  }

  // ---- maps over SSA values ----

  /**
   * A comma-separated list of expressions over SSA values between {@code open} and {@code close}
   * ({@code [%i + 1, %j]}); the list may be empty.
   */
  ParsedAffineMap parseMapOfSsaIds(Token.Kind open, Token.Kind close) {
    s.expect(open, "expected '" + open.punct + "' in affine map");
    List<AffineExpr> exprs = new ArrayList<>();
    if (!s.consumeIf(close)) {
      do exprs.add(parseExpr()); while (s.consumeIf(Token.Kind.COMMA));
      s.expect(close, "expected '" + close.punct + "' in affine map");
    }
    return parsed(exprs);
  }

  /** One expression over SSA values (MLIR's {@code parseAffineExprOfSSAIds}): a map of one result. */
  ParsedAffineMap parseExprOfSsaIds() { return parsed(List.of(parseExpr())); }

  private ParsedAffineMap parsed(List<AffineExpr> exprs) {
    return new ParsedAffineMap(new AffineMap(dimOperands.size(), symbolOperands.size(), exprs),
        List.copyOf(dimOperands), List.copyOf(symbolOperands));
  }

  /** {@code %value}: the dimension or symbol it already stands for, else a new one. */
  private AffineExpr parseSsaId(boolean symbol) {
    if (operandParser == null) throw s.wrongToken("unexpected ssa identifier");
    if (!s.at(Token.Kind.PERCENT_IDENTIFIER)) throw s.wrongToken("expected ssa identifier");
    AffineExpr known = identifiers.get(s.spelling());
    if (known != null) {
      s.consume();
      return known;
    }
    String name = s.spelling();
    UnresolvedOperand operand = operandParser.get();
    AffineExpr id;
    if (symbol) {
      id = new AffineExpr.Symbol(symbolOperands.size());
      symbolOperands.add(operand);
    } else {
      id = new AffineExpr.Dim(dimOperands.size());
      dimOperands.add(operand);
    }
    identifiers.put(name, id);
    return id;
  }

  /** {@code symbol(%value)}. */
  private AffineExpr parseSymbolSsaId() {
    s.consume();
    s.expect(Token.Kind.L_PAREN, "expected '(' at start of SSA symbol");
    AffineExpr symbol = parseSsaId(true);
    s.expect(Token.Kind.R_PAREN, "expected ')' at end of SSA symbol");
    return symbol;
  }

  // ---- expressions ----

  private AffineExpr parseExpr() {
    s.enterNested();
    try {
      AffineExpr lhs = parseTerm(false);
      while (true) {
        if (s.consumeIf(Token.Kind.PLUS)) lhs = AffineExpr.sum(lhs, parseTerm(true));
        else if (s.consumeIf(Token.Kind.MINUS)) lhs = AffineExpr.sum(lhs, AffineExpr.negate(parseTerm(true)));
        else return lhs;
      }
    } finally {
      s.exitNested();
    }
  }

  /** {@code afterOperator}: the term is the right operand of {@code +} or {@code -}. */
  private AffineExpr parseTerm(boolean afterOperator) {
    AffineExpr lhs = parseOperand(afterOperator);
    while (true) {
      int opPos = s.tok.start();
      Kind kind;
      if (s.at(Token.Kind.STAR)) kind = Kind.MUL;
      else if (s.atKeyword("floordiv")) kind = Kind.FLOOR_DIV;
      else if (s.atKeyword("ceildiv")) kind = Kind.CEIL_DIV;
      else if (s.atKeyword("mod")) kind = Kind.MOD;
      else return lhs;
      s.consume();
      AffineExpr rhs = parseOperand(true);
      if (kind == Kind.MUL) {
        if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
          throw s.errorAt(opPos, "non-affine expression: at least one of the multiply operands has to be either a "
              + "constant or symbolic");
        }
        lhs = AffineExpr.product(lhs, rhs);
      } else {
        if (!rhs.isSymbolicOrConstant()) {
          throw s.errorAt(opPos, "non-affine expression: right operand of " + kind.keyword()
              + " has to be either a constant or symbolic");
        }
        lhs = AffineExpr.binary(kind, lhs, rhs);
      }
    }
  }

  /**
   * An operand; {@code afterOperator} when it is the right operand of a binary operator, which
   * decides mlir-opt's message when it is missing. Of mlir-opt's two errors for a minus without
   * an operand, only the first (the missing operand's) is reported.
   */
  private AffineExpr parseOperand(boolean afterOperator) {
    if (s.consumeIf(Token.Kind.MINUS)) return AffineExpr.negate(parseOperand(afterOperator));
    if (s.at(Token.Kind.PERCENT_IDENTIFIER)) return parseSsaId(false);
    if (s.atKeyword("symbol")) return parseSymbolSsaId();
    if (s.consumeIf(Token.Kind.L_PAREN)) {
      if (s.at(Token.Kind.R_PAREN)) throw s.error("no expression inside parentheses");
      AffineExpr e = parseExpr();
      s.expect(Token.Kind.R_PAREN, "expected ')'");
      return e;
    }
    if (s.at(Token.Kind.INTEGER)) {
      Long v = Numbers.parseLongOrNull(s.text, s.tok.start(), s.tok.end());
      if (v == null) throw s.error("constant too large for index");
      s.consume();
      return new Constant(v);
    }
    if (s.at(Token.Kind.BARE_IDENTIFIER)) {
      AffineExpr id = identifiers.get(s.spelling());
      if (id == null) throw s.wrongToken("use of undeclared identifier");
      s.consume();
      return id;
    }
    // At the token found, not after the previous one: mlir-opt's plain errors, not "expected" ones.
    if (afterOperator) throw s.error("missing right operand of binary operator");
    if (s.at(Token.Kind.PLUS) || s.at(Token.Kind.STAR)) throw s.error("missing left operand of binary operator");
    throw s.error("expected affine expression");
  }
}
