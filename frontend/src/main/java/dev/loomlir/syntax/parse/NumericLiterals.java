package dev.loomlir.syntax.parse;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatFormat;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Type;
import dev.loomlir.syntax.parse.Token.Kind;
import java.math.BigInteger;

/** Integer and float literals and their conversion to attributes of a given type, with MLIR's range rules. */
final class NumericLiterals {
  private final ParserState s;

  NumericLiterals(ParserState s) { this.s = s; }

  /** {@code -? (int | float) (: type)?}; the type defaults to {@code typeHint}, else i64 / f64. */
  Attribute parseNumberAttr(Type typeHint) {
    boolean negative = s.consumeIf(Kind.MINUS);
    Token t = s.tok;
    if (t.kind() == Kind.FLOAT) {
      s.consume();
      Type type = typeHint != null ? typeHint : s.consumeIf(Kind.COLON) ? s.types.parseType() : FloatType.F64;
      if (!(type instanceof FloatType ft)) throw s.error("floating point value not valid for specified type");
      return new FloatAttr(decimalFloat(t, negative, ft), ft);
    }
    if (t.kind() != Kind.INTEGER) throw s.wrongToken("expected constant integer or floating point value");
    s.consume();
    Type type = typeHint != null ? typeHint : s.consumeIf(Kind.COLON) ? s.types.parseType() : IntegerType.I64;
    if (type instanceof FloatType ft) return new FloatAttr(floatFromIntegerToken(t, negative, ft, false), ft);
    if (!AttributeParser.isIntegerLike(type)) throw s.errorAt(t.start(), "integer literal not valid for specified type");
    return integerAttr(t, negative, type, "integer constant out of range for attribute");
  }

  /**
   * An element of a dense array or dense elements literal: {@code -? number} or {@code true/false},
   * converted to {@code elementType}. Decimal integers for float elements are accepted only when
   * {@code allowDecimalForFloat}.
   */
  Attribute parseElementLiteral(Type elementType, boolean allowDecimalForFloat) {
    Token first = s.tok;
    if (first.kind() == Kind.BARE_IDENTIFIER && (s.atKeyword("true") || s.atKeyword("false"))) {
      if (!(elementType instanceof IntegerType it && it.width() == 1)) {
        throw s.error("expected floating point literal");
      }
      s.consume();
      return IntegerAttr.bool(first.length() == 4);
    }
    boolean negative = s.consumeIf(Kind.MINUS);
    Token t = s.tok;
    if (t.kind() == Kind.FLOAT) {
      if (!(elementType instanceof FloatType ft)) throw s.error("expected integer elements, but parsed floating-point");
      s.consume();
      return new FloatAttr(decimalFloat(t, negative, ft), ft);
    }
    if (t.kind() != Kind.INTEGER) throw s.wrongToken("expected integer or floating point literal");
    s.consume();
    if (elementType instanceof FloatType ft) {
      return new FloatAttr(floatFromIntegerToken(t, negative, ft, allowDecimalForFloat), ft);
    }
    if (!AttributeParser.isIntegerLike(elementType)) throw s.errorAt(t.start(), "integer literal not valid for specified type");
    return integerAttr(t, negative, elementType, "integer constant out of range for type");
  }

  /** A float literal for {@code OpAsmParser.parseFloat}: float, decimal integer, or hex bits. */
  double parseFloatValue(FloatType type) {
    boolean negative = s.consumeIf(Kind.MINUS);
    Token t = s.tok;
    if (t.kind() == Kind.FLOAT) {
      s.consume();
      return decimalFloat(t, negative, type);
    }
    if (t.kind() != Kind.INTEGER) throw s.wrongToken("expected floating point literal");
    s.consume();
    return floatFromIntegerToken(t, negative, type, true);
  }

  double decimalFloat(Token t, boolean negative, FloatType type) {
    requireConstantSupport(t.start(), type);
    double v = Double.parseDouble(s.text.substring(t.start(), t.end()));
    v = FloatFormat.roundToType(v, type);
    return negative ? -v : v;
  }

  /** An integer token read as a float: hex literals are raw bits, decimal ones are values. */
  double floatFromIntegerToken(Token t, boolean negative, FloatType type, boolean allowDecimal) {
    requireConstantSupport(t.start(), type);
    if (!Numbers.isHex(s.text, t.start(), t.end())) {
      if (!allowDecimal) {
        DiagnosticException e = s.errorAt(t.start(), "unexpected decimal integer literal for a floating point value");
        e.note(s.location(t.start()), "add a trailing dot to make the literal a float");
        throw e;
      }
      double v = FloatFormat.roundToType(Numbers.bigValue(s.text, t.start(), t.end()).doubleValue(), type);
      return negative ? -v : v;
    }
    if (negative) throw s.errorAt(t.start(), "hexadecimal float literal should not have a leading minus");
    BigInteger bits = Numbers.bigValue(s.text, t.start(), t.end());
    if (bits.bitLength() > Math.min(type.width(), 64)) {
      throw s.errorAt(t.start(), "hexadecimal float constant out of range for type");
    }
    return FloatFormat.fromBits(bits.longValue(), type);
  }

  /**
   * Rejects values of a float type loomlir keeps no constants of: f8E8M0FNU values are powers of
   * two that upstream rounds and prints with APFloat's own rules, which loomlir does not model.
   */
  void requireConstantSupport(int pos, FloatType type) {
    if (type == FloatType.F8E8M0FNU) throw s.errorAt(pos, "loomlir does not support constants of type '" + type + "'");
  }

  /** Builds an integer attribute with MLIR's overflow rules (values are stored sign-extended). */
  IntegerAttr integerAttr(Token t, boolean negative, Type type, String overflowMessage) {
    BigInteger magnitude = Numbers.bigValue(s.text, t.start(), t.end());
    int width = type instanceof IntegerType it ? it.width() : 64;
    boolean unsigned = type instanceof IntegerType it && it.signedness() == IntegerType.Signedness.UNSIGNED;
    boolean signed = type instanceof IndexType
        || type instanceof IntegerType it && it.signedness() == IntegerType.Signedness.SIGNED;
    if (negative && unsigned) {
      throw s.errorAt(t.start(), "negative integer literal not valid for unsigned integer type");
    }
    if (!fits(magnitude, negative, signed, width)) throw s.errorAt(t.start(), overflowMessage);
    BigInteger value = negative ? magnitude.negate() : magnitude;
    return IntegerAttr.of(value.longValue(), type);
  }

  private static boolean fits(BigInteger magnitude, boolean negative, boolean signed, int width) {
    if (width == 0) return !negative && magnitude.signum() == 0;
    if (negative) return magnitude.signum() == 0 || magnitude.compareTo(BigInteger.ONE.shiftLeft(width - 1)) <= 0;
    int limitBits = signed ? width - 1 : width;
    // Values wider than 64 bits cannot be stored in a long.
    return magnitude.bitLength() <= Math.min(limitBits, 64);
  }
}
