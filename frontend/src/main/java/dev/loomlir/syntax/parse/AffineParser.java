package dev.loomlir.syntax.parse;

import dev.loomlir.ir.DiagnosticException;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Kind;
import dev.loomlir.ir.AffineMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code (d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4)}: identifiers are bound to dimensions and
 * symbols by the lists, {@code + -} bind looser than {@code * floordiv ceildiv mod}, and a unary
 * minus applies to the next operand. Every node is made by {@code AffineExpr}'s builders, which
 * simplify as MLIR's do.
 */
final class AffineParser {
  private final ParserState s;
  private final Map<String, AffineExpr> identifiers = new HashMap<>();

  AffineParser(ParserState s) { this.s = s; }

  AffineMap parseAffineMap() {
    int numDims = parseIdentifierList(Token.Kind.L_PAREN, Token.Kind.R_PAREN, true,
        "expected '(' in dimensional identifier list");
    int numSymbols = 0;
    if (s.at(Token.Kind.L_SQUARE)) {
      numSymbols = parseIdentifierList(Token.Kind.L_SQUARE, Token.Kind.R_SQUARE, false, "expected '[' in symbol list");
    }
    s.expect(Token.Kind.ARROW, "expected '->' or '['");
    s.expect(Token.Kind.L_PAREN, "expected '(' in affine map range");
    List<AffineExpr> results = new ArrayList<>();
    if (!s.at(Token.Kind.R_PAREN)) {
      do results.add(parseExpr()); while (s.consumeIf(Token.Kind.COMMA));
    }
    s.expect(Token.Kind.R_PAREN, "expected ')' in affine map range");
    return new AffineMap(numDims, numSymbols, results);
  }

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
   * decides mlir-opt's message when it is missing. A minus whose operand fails gets mlir-opt's
   * second error, "missing operand of negation", where the first one stopped.
   */
  private AffineExpr parseOperand(boolean afterOperator) {
    if (s.consumeIf(Token.Kind.MINUS)) {
      try {
        return AffineExpr.negate(parseOperand(afterOperator));
      } catch (DiagnosticException e) {
        throw e.alsoError(s.here(), "missing operand of negation");
      }
    }
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
