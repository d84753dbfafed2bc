package dev.loomlir.syntax.parse;

import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.ComplexType;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatFormat;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.syntax.parse.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code dense<literal> : type}. The literal is read first as a tree of element tokens (its shape
 * inferred, as MLIR's tensor literal parser does); elements are converted once the type is known.
 */
final class DenseElementsParser {
  /** One scalar of the literal: the position of its tokens, to be re-read once the type is known. */
  private record Element(int offset) {}

  private final ParserState s;
  private final NumericLiterals numbers;
  private final List<Element> elements = new ArrayList<>();
  private List<Long> shape;
  private boolean splat;
  private int hexStringStart = -1;
  private int hexStringEnd;

  DenseElementsParser(ParserState s, NumericLiterals numbers) {
    this.s = s;
    this.numbers = numbers;
  }

  DenseElementsAttr parse(Type typeHint) {
    int densePos = s.tok.start();
    s.consume();
    s.expect(Kind.LESS, "expected '<' after 'dense'");
    if (s.at(Kind.GREATER)) {
      shape = List.of(0L);
    } else if (s.at(Kind.STRING)) {
      hexStringStart = s.tok.start();
      hexStringEnd = s.tok.end();
      s.consume();
    } else if (s.at(Kind.L_SQUARE)) {
      shape = parseList();
    } else {
      skipScalar();
      splat = true;
      shape = List.of();
    }
    s.expect(Kind.GREATER, "expected '>'");
    Type type = typeHint;
    if (type == null) {
      s.expect(Kind.COLON, "expected ':'");
      type = s.types.parseType();
    }
    if (!(type instanceof ShapedType shaped)) throw s.errorAt(densePos, "elements literal must be a shaped type");
    if (!shaped.hasStaticShape()) throw s.errorAt(densePos, "elements literal type must have static shape");
    int resume = s.tok.start();
    List<Attribute> values;
    if (hexStringStart >= 0) {
      values = decodeHex(shaped, densePos);
    } else {
      if (!splat && !shape.equals(shaped.shape()) && !(elements.isEmpty() && shaped.numElements() == 0)) {
        throw s.errorAt(densePos, "inferred shape of elements literal (" + shapeString(shape)
            + ") does not match type (" + shapeString(shaped.shape()) + ")");
      }
      values = convertElements(shaped.elementType());
      s.resetTo(resume);
    }
    return new DenseElementsAttr(shaped, values);
  }

  /** {@code [ ... ]}: returns the shape; nested lists must agree. */
  private List<Long> parseList() {
    s.consume();
    s.enterNested();
    try {
      List<Long> innerShape = null;
      long count = 0;
      if (!s.at(Kind.R_SQUARE)) {
        do {
          List<Long> elemShape;
          if (s.at(Kind.L_SQUARE)) elemShape = parseList();
          else {
            skipScalar();
            elemShape = List.of();
          }
          if (innerShape == null) innerShape = elemShape;
          else if (!innerShape.equals(elemShape)) {
            if (innerShape.size() != elemShape.size()) {
              throw s.error("tensor literal is invalid; ranks are not consistent between elements");
            }
            throw s.error("tensor literal is invalid; shapes are not consistent between elements");
          }
          count++;
        } while (s.consumeIf(Kind.COMMA));
      }
      s.expect(Kind.R_SQUARE, "expected ',' or ']'");
      List<Long> result = new ArrayList<>();
      result.add(count);
      if (innerShape != null) result.addAll(innerShape);
      return result;
    } finally {
      s.exitNested();
    }
  }

  /** Records and skips a scalar: {@code -?number}, {@code true}, {@code false}, or a complex {@code (re, im)}. */
  private void skipScalar() {
    elements.add(new Element(s.tok.start()));
    if (s.consumeIf(Kind.L_PAREN)) {
      skipNumber();
      s.expect(Kind.COMMA, "expected ','");
      skipNumber();
      s.expect(Kind.R_PAREN, "expected ')'");
      return;
    }
    skipNumber();
  }

  private void skipNumber() {
    if (s.atKeyword("true") || s.atKeyword("false")) {
      s.consume();
      return;
    }
    s.consumeIf(Kind.MINUS);
    if (!s.at(Kind.INTEGER) && !s.at(Kind.FLOAT)) throw s.wrongToken("expected element literal of primitive type");
    s.consume();
  }

  private List<Attribute> convertElements(Type elementType) {
    List<Attribute> values = new ArrayList<>(elements.size());
    for (Element e : elements) {
      s.resetTo(e.offset());
      if (elementType instanceof ComplexType c) {
        if (!s.consumeIf(Kind.L_PAREN)) throw s.error("expected complex element");
        Attribute re = numbers.parseElementLiteral(c.elementType(), true);
        s.consume();
        Attribute im = numbers.parseElementLiteral(c.elementType(), true);
        values.add(new ArrayAttr(List.of(re, im)));
      } else {
        if (s.at(Kind.L_PAREN)) throw s.error("unexpected complex element for a non-complex type");
        values.add(numbers.parseElementLiteral(elementType, true));
      }
    }
    return values;
  }

  /** {@code dense<"0x...">}: little-endian raw element data, either one element (a splat) or all of them. */
  private List<Attribute> decodeHex(ShapedType type, int densePos) {
    String literal = StringLiterals.decode(s.text, hexStringStart, hexStringEnd);
    if (!literal.startsWith("0x") || (literal.length() % 2) != 0) {
      throw s.errorAt(hexStringStart, "expected string containing hex digits starting with `0x`");
    }
    byte[] bytes = new byte[(literal.length() - 2) / 2];
    for (int i = 0; i < bytes.length; i++) {
      int hi = Character.digit(literal.charAt(2 + 2 * i), 16), lo = Character.digit(literal.charAt(3 + 2 * i), 16);
      if (hi < 0 || lo < 0) throw s.errorAt(hexStringStart, "expected string containing hex digits starting with `0x`");
      bytes[i] = (byte) (hi * 16 + lo);
    }
    Type elem = type.elementType();
    if (elem instanceof FloatType f) s.attrs.numbers().requireConstantSupport(densePos, f);
    int width = elem instanceof IntegerType it ? it.width() : elem instanceof FloatType f ? f.width() : 64;
    int elemBytes = Math.max(1, (width + 7) / 8);
    long n = type.numElements();
    if (bytes.length != elemBytes && bytes.length != elemBytes * n) {
      throw s.errorAt(densePos, "elements hex data size is invalid for provided type: '" + type + "'");
    }
    List<Attribute> values = new ArrayList<>();
    for (int off = 0; off < bytes.length; off += elemBytes) {
      long bits = 0;
      for (int b = Math.min(elemBytes, 8) - 1; b >= 0; b--) bits = (bits << 8) | (bytes[off + b] & 0xff);
      if (elem instanceof FloatType f) values.add(new FloatAttr(FloatFormat.fromBits(bits, f), f));
      else if (elem instanceof IntegerType it && it.width() == 1) values.add(IntegerAttr.bool((bits & 1) != 0));
      else values.add(IntegerAttr.of(bits, elem));
    }
    return values;
  }

  private static String shapeString(List<Long> shape) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < shape.size(); i++) sb.append(i > 0 ? ", " : "").append(shape.get(i));
    return sb.append(']').toString();
  }
}
