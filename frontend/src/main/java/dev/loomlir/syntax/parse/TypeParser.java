package dev.loomlir.syntax.parse;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.ComplexType;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.NoneType;
import dev.loomlir.ir.OpaqueType;
import dev.loomlir.ir.RankedTensorType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.StridedLayoutAttr;
import dev.loomlir.ir.TupleType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnrankedMemRefType;
import dev.loomlir.ir.UnrankedTensorType;
import dev.loomlir.ir.VectorType;
import dev.loomlir.syntax.parse.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/** Builtin types, type aliases ({@code !name}) and dialect types ({@code !ns.mnemonic...}). */
final class TypeParser {
  private static final long MAX_INTEGER_WIDTH = 16777215;

  private final ParserState s;

  TypeParser(ParserState s) { this.s = s; }

  boolean atTypeStart() {
    return switch (s.tok.kind()) {
      case L_PAREN, EXCLAMATION_IDENTIFIER -> true;
      case BARE_IDENTIFIER -> isBuiltinTypeKeyword(s.tok);
      default -> false;
    };
  }

  Type parseOptionalType() { return atTypeStart() ? parseType() : null; }

  Type parseType() {
    if (s.at(Kind.L_PAREN)) return parseFunctionType();
    return parseNonFunctionType();
  }

  Type parseNonFunctionType() {
    Token t = s.tok;
    if (t.kind() == Kind.EXCLAMATION_IDENTIFIER) return parseExtendedType();
    if (t.kind() != Kind.BARE_IDENTIFIER) throw s.wrongToken("expected non-function type");
    Type simple = simpleType(t);
    if (simple != null) {
      s.consume();
      return simple;
    }
    String kw = s.spelling(t);
    switch (kw) {
      case "memref": return parseMemRef();
      case "tensor": return parseTensor();
      case "vector": return parseVector();
      case "complex": {
        s.consume();
        s.expect(Kind.LESS, "expected '<' in complex type");
        int elemPos = s.tok.start();
        Type elem = parseType();
        if (!(elem instanceof FloatType) && !(elem instanceof IntegerType)) {
          throw s.errorAt(elemPos, "invalid element type for complex");
        }
        s.expect(Kind.GREATER, "expected '>' in complex type");
        return new ComplexType(elem);
      }
      case "tuple": {
        s.consume();
        s.expect(Kind.LESS, "expected '<' in tuple type");
        List<Type> elems = new ArrayList<>();
        if (!s.consumeIf(Kind.GREATER)) {
          s.enterNested();
          do elems.add(parseType()); while (s.consumeIf(Kind.COMMA));
          s.exitNested();
          s.expect(Kind.GREATER, "expected '>' in tuple type");
        }
        return new TupleType(elems);
      }
      default:
        throw s.wrongToken("expected non-function type");
    }
  }

  /** {@code i32}, {@code f16}, {@code index}, {@code none}... or null if the token is not one. */
  private Type simpleType(Token t) {
    String text = s.text;
    int start = t.start(), len = t.length();
    char c0 = text.charAt(start);
    if (c0 == 'i' && len > 1 && allDigits(start + 1, t.end())) return integerType(t, start + 1, IntegerType.Signedness.SIGNLESS);
    if (c0 == 's' && len > 2 && text.charAt(start + 1) == 'i' && allDigits(start + 2, t.end())) {
      return integerType(t, start + 2, IntegerType.Signedness.SIGNED);
    }
    if (c0 == 'u' && len > 2 && text.charAt(start + 1) == 'i' && allDigits(start + 2, t.end())) {
      return integerType(t, start + 2, IntegerType.Signedness.UNSIGNED);
    }
    if (len > 9) return null;
    String kw = s.spelling(t);
    return switch (kw) {
      case "index" -> IndexType.INSTANCE;
      case "none" -> NoneType.INSTANCE;
      case "f16" -> FloatType.F16;
      case "bf16" -> FloatType.BF16;
      case "f32" -> FloatType.F32;
      case "f64" -> FloatType.F64;
      case "f80" -> FloatType.F80;
      case "f128" -> FloatType.F128;
      case "tf32" -> FloatType.TF32;
      case "f8E8M0FNU" -> FloatType.F8E8M0FNU;
      default -> null;
    };
  }

  private boolean isBuiltinTypeKeyword(Token t) {
    if (simpleType(t) != null) return true;
    return switch (s.spelling(t)) {
      case "memref", "tensor", "vector", "complex", "tuple" -> true;
      default -> false;
    };
  }

  private boolean allDigits(int from, int to) {
    for (int i = from; i < to; i++) if (!Lexer.isDigit(s.text.charAt(i))) return false;
    return true;
  }

  private IntegerType integerType(Token t, int digitsStart, IntegerType.Signedness signedness) {
    long width = 0;
    for (int i = digitsStart; i < t.end(); i++) {
      width = width * 10 + (s.text.charAt(i) - '0');
      if (width > MAX_INTEGER_WIDTH) throw s.errorAt(t.start(), "integer bitwidth is limited to 16777215 bits");
    }
    if (signedness == IntegerType.Signedness.SIGNLESS) return IntegerType.signless((int) width);
    return new IntegerType((int) width, signedness);
  }

  // ---- function types ----

  FunctionType parseFunctionType() {
    List<Type> inputs = parseTypeListParens();
    s.expect(Kind.ARROW, "expected '->' in function type");
    return new FunctionType(inputs, parseFunctionResultTypes());
  }

  /** {@code ()} or {@code (t1, t2)}. */
  List<Type> parseTypeListParens() {
    s.expect(Kind.L_PAREN, "expected '('");
    List<Type> types = new ArrayList<>();
    if (s.consumeIf(Kind.R_PAREN)) return types;
    s.enterNested();
    do types.add(parseType()); while (s.consumeIf(Kind.COMMA));
    s.exitNested();
    s.expect(Kind.R_PAREN, "expected ')'");
    return types;
  }

  /** The results of a function type: {@code t} or a parenthesized list. */
  List<Type> parseFunctionResultTypes() {
    if (s.at(Kind.L_PAREN)) return parseTypeListParens();
    List<Type> one = new ArrayList<>(1);
    one.add(parseNonFunctionType());
    return one;
  }

  /** {@code t1, t2, ...}: at least one type. */
  List<Type> parseTypeListNoParens() {
    List<Type> types = new ArrayList<>();
    do types.add(parseType()); while (s.consumeIf(Kind.COMMA));
    return types;
  }

  // ---- shaped types ----

  private Type parseMemRef() {
    int typePos = s.tok.start();
    s.consume();
    s.expect(Kind.LESS, "expected '<' in memref type");
    s.enterNested();
    try {
      if (s.consumeIf(Kind.STAR)) {
        parseXInDimensionList();
        int elemPos = s.tok.start();
        Type elem = parseType();
        checkMemRefElement(elem, elemPos);
        Attribute memSpace = null;
        if (s.consumeIf(Kind.COMMA)) memSpace = s.attrs.parseAttribute(null);
        s.expect(Kind.GREATER, "expected '>' in memref type");
        return new UnrankedMemRefType(elem, memSpace);
      }
      List<Long> shape = parseDimensionList(true, true);
      int elemPos = s.tok.start();
      Type elem = parseType();
      checkMemRefElement(elem, elemPos);
      Attribute layout = null, memSpace = null;
      while (s.consumeIf(Kind.COMMA)) {
        Attribute a = s.attrs.parseAttribute(null);
        boolean isLayout = a instanceof AffineMapAttr || a instanceof StridedLayoutAttr;
        // As MLIR: the first layout-like attribute is the layout, anything else the memory space.
        if (isLayout && layout == null && memSpace == null) {
          layout = a;
        } else {
          if (memSpace != null) {
            throw s.error(isLayout ? "expected memory space to be last in memref type"
                : "multiple memory spaces specified in memref type");
          }
          memSpace = a;
        }
      }
      if (!s.at(Kind.GREATER)) throw s.wrongToken("expected ',' or '>' in memref type");
      s.consume();
      if (layout instanceof AffineMapAttr m && m.map().numDims() != shape.size()) {
        throw s.errorAt(typePos, "memref layout mismatch between rank and affine map: "
            + shape.size() + " != " + m.map().numDims());
      }
      // The identity affine map is the default layout; MLIR drops it from the type.
      if (layout instanceof AffineMapAttr m && m.map().isIdentity()) layout = null;
      return new MemRefType(shape, elem, layout, memSpace);
    } finally {
      s.exitNested();
    }
  }

  private void checkMemRefElement(Type elem, int pos) {
    if (elem instanceof FunctionType || elem instanceof NoneType || elem instanceof TupleType
        || elem instanceof RankedTensorType || elem instanceof UnrankedTensorType) {
      throw s.errorAt(pos, "invalid memref element type");
    }
  }

  private Type parseTensor() {
    s.consume();
    s.expect(Kind.LESS, "expected '<' in tensor type");
    s.enterNested();
    try {
      boolean unranked = s.consumeIf(Kind.STAR);
      List<Long> shape = List.of();
      if (unranked) parseXInDimensionList();
      else shape = parseDimensionList(true, true);
      int elemPos = s.tok.start();
      Type elem = parseType();
      if (elem instanceof FunctionType || elem instanceof NoneType || elem instanceof ShapedType
          && !(elem instanceof VectorType)) {
        throw s.errorAt(elemPos, "invalid tensor element type");
      }
      Attribute encoding = null;
      if (s.consumeIf(Kind.COMMA)) encoding = s.attrs.parseAttribute(null);
      s.expect(Kind.GREATER, "expected '>' in tensor type");
      if (unranked && encoding != null) throw s.error("cannot apply encoding to unranked tensor");
      return unranked ? new UnrankedTensorType(elem) : new RankedTensorType(shape, elem, encoding);
    } finally {
      s.exitNested();
    }
  }

  private Type parseVector() {
    int typePos = s.tok.start();
    s.consume();
    s.expect(Kind.LESS, "expected '<' in vector type");
    List<Long> shape = new ArrayList<>();
    List<Boolean> scalable = new ArrayList<>();
    while (s.at(Kind.INTEGER) || s.at(Kind.L_SQUARE)) {
      boolean isScalable = s.consumeIf(Kind.L_SQUARE);
      if (!s.at(Kind.INTEGER)) throw s.wrongToken("expected integer value");
      long dim = parseDimension();
      if (isScalable) s.expect(Kind.R_SQUARE, "missing ']' closing scalable dimension");
      shape.add(dim);
      scalable.add(isScalable);
      parseXInDimensionList();
    }
    Type elem = parseType();
    s.expect(Kind.GREATER, "expected '>' in vector type");
    // As upstream's VectorType::verify: the element type first, then the sizes.
    if (!(elem instanceof IntegerType || elem instanceof FloatType || elem instanceof IndexType)) {
      throw s.errorAt(typePos, "failed to verify 'elementType': VectorElementTypeInterface instance");
    }
    if (shape.contains(0L)) {
      throw s.errorAt(typePos, "vector types must have positive constant sizes but got "
          + shape.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", ")));
    }
    return new VectorType(shape, elem, scalable);
  }

  /**
   * A shape: {@code 4x?x8x} with a trailing x ({@code withTrailingX}), or {@code 4x?x8} without.
   * Tokens like {@code 4xf32} or {@code 0xf32} are split as MLIR's lexer-driven shape parser does.
   */
  List<Long> parseDimensionList(boolean allowDynamic, boolean withTrailingX) {
    List<Long> dims = new ArrayList<>();
    if (withTrailingX) {
      while (s.at(Kind.INTEGER) || s.at(Kind.QUESTION)) {
        dims.add(parseDimensionOrDynamic(allowDynamic));
        parseXInDimensionList();
      }
      return dims;
    }
    if (!s.at(Kind.INTEGER) && !s.at(Kind.QUESTION)) return dims;
    dims.add(parseDimensionOrDynamic(allowDynamic));
    while (s.at(Kind.BARE_IDENTIFIER) && s.text.charAt(s.tok.start()) == 'x') {
      parseXInDimensionList();
      dims.add(parseDimensionOrDynamic(allowDynamic));
    }
    return dims;
  }

  private long parseDimensionOrDynamic(boolean allowDynamic) {
    if (s.at(Kind.QUESTION)) {
      if (!allowDynamic) throw s.error("expected static shape");
      s.consume();
      return ShapedType.DYNAMIC;
    }
    if (!s.at(Kind.INTEGER)) throw s.wrongToken("expected integer value");
    return parseDimension();
  }

  /** An integer dimension; {@code 0xf32} is lexed as a hex literal, so split it into 0 and {@code xf32}. */
  private long parseDimension() {
    Token t = s.tok;
    if (t.length() > 1 && s.text.charAt(t.start() + 1) == 'x') {
      s.resetTo(t.start() + 1);
      return 0;
    }
    Long v = Numbers.parseLongOrNull(s.text, t.start(), t.end());
    if (v == null || v < 0) throw s.error("invalid dimension");
    s.consume();
    return v;
  }

  private void parseXInDimensionList() {
    Token t = s.tok;
    if (t.kind() != Kind.BARE_IDENTIFIER || s.text.charAt(t.start()) != 'x') {
      throw s.wrongToken("expected 'x' in dimension list");
    }
    if (t.length() > 1) s.resetTo(t.start() + 1);
    else s.consume();
  }

  // ---- aliases and dialect types ----

  private Type parseExtendedType() { return ExtendedSymbols.parse(s, TYPES); }

  private static final ExtendedSymbols.Kind<Type> TYPES = new ExtendedSymbols.Kind<>() {
    @Override public java.util.Map<String, Type> aliases(ParserState s) { return s.typeAliases; }
    @Override public Type parse(Dialect d, String mnemonic, dev.loomlir.ir.OpAsmParser p) {
      return d.parseType(mnemonic, p);
    }
    @Override public String unknownMessage(String ns, String mnemonic) {
      // Upstream's message has the double space.
      return "unknown  type `" + mnemonic + "` in dialect `" + ns + "`";
    }
    @Override public String unregisteredMessage(String ns, String body) {
      return "`!\"" + ns + "\"<\"" + body + "\">` type created with unregistered dialect. If this is intended, "
          + "please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the "
          + "MLIR opt tool used";
    }
    @Override public Type opaque(String ns, String body) { return new OpaqueType(ns, body); }
  };

  static String quoted(Object typeOrAttr) { return "'" + typeOrAttr + "'"; }

}
