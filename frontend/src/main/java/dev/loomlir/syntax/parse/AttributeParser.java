package dev.loomlir.syntax.parse;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerSetAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.LocationAttr;
import dev.loomlir.ir.OpaqueAttr;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.StridedLayoutAttr;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.syntax.parse.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/** Builtin attributes, attribute aliases ({@code #name}) and dialect attributes ({@code #ns.mnemonic...}). */
final class AttributeParser {
  private final ParserState s;
  private final NumericLiterals numbers;

  AttributeParser(ParserState s) {
    this.s = s;
    this.numbers = new NumericLiterals(s);
  }

  NumericLiterals numbers() { return numbers; }

  boolean atAttributeStart() {
    return switch (s.tok.kind()) {
      case HASH_IDENTIFIER, AT_IDENTIFIER, STRING, INTEGER, FLOAT, MINUS, L_SQUARE, L_BRACE -> true;
      case BARE_IDENTIFIER -> isAttributeKeyword() || s.types.atTypeStart();
      default -> s.types.atTypeStart();
    };
  }

  private boolean isAttributeKeyword() {
    return switch (s.spelling()) {
      case "affine_map", "affine_set", "array", "dense", "loc", "strided", "unit", "true", "false" -> true;
      default -> false;
    };
  }

  Attribute parseOptionalAttribute(Type typeHint) { return atAttributeStart() ? parseAttribute(typeHint) : null; }

  /** Parses an attribute; {@code typeHint} is the type of a literal whose type is not written (or null). */
  Attribute parseAttribute(Type typeHint) {
    Token t = s.tok;
    switch (t.kind()) {
      case INTEGER, FLOAT, MINUS:
        return numbers.parseNumberAttr(typeHint);
      case STRING: {
        String value = s.stringValue();
        s.consume();
        // A typed string ("abc" : i32) is accepted; StringAttr does not keep the type.
        if (typeHint == null && s.at(Kind.COLON)) {
          s.consume();
          s.types.parseType();
        }
        return new StringAttr(value);
      }
      case AT_IDENTIFIER:
        return parseSymbolRef();
      case L_SQUARE:
        return parseArray();
      case L_BRACE:
        return parseDictionary();
      case HASH_IDENTIFIER:
        return parseExtendedAttr();
      case BARE_IDENTIFIER:
        switch (s.spelling()) {
          case "true", "false" -> {
            s.consume();
            return IntegerAttr.bool(t.length() == 4);
          }
          case "unit" -> {
            s.consume();
            return UnitAttr.INSTANCE;
          }
          case "affine_map" -> {
            s.consume();
            s.expect(Kind.LESS, "expected '<' in affine map");
            AffineMapAttr map = new AffineMapAttr(new AffineParser(s).parseAffineMap());
            s.expect(Kind.GREATER, "expected '>' in affine map");
            return map;
          }
          case "affine_set" -> {
            s.consume();
            s.expect(Kind.LESS, "expected '<' in integer set");
            IntegerSetAttr set = new IntegerSetAttr(new AffineParser(s).parseIntegerSet());
            s.expect(Kind.GREATER, "expected '>' in integer set");
            return set;
          }
          case "strided" -> { return parseStrided(); }
          case "array" -> { return parseDenseArray(); }
          case "dense" -> { return new DenseElementsParser(s, numbers).parse(typeHint); }
          case "loc" -> { return new LocationAttr(s.locs.parseLocation()); }
          default -> { }
        }
        break;
      default:
        break;
    }
    if (!s.types.atTypeStart()) throw s.wrongToken("expected attribute value");
    return new TypeAttr(s.types.parseType());
  }

  private SymbolRefAttr parseSymbolRef() {
    String root = symbolName(s.tok);
    s.consume();
    List<String> nested = new ArrayList<>();
    while (s.at(Kind.COLON_COLON)) {
      s.consume();
      if (!s.at(Kind.AT_IDENTIFIER)) throw s.wrongToken("expected nested symbol reference identifier");
      nested.add(symbolName(s.tok));
      s.consume();
    }
    return new SymbolRefAttr(root, nested);
  }

  /** The name of an {@code @name} or {@code @"name"} token, without the {@code @}. */
  String symbolName(Token t) {
    if (s.text.charAt(t.start() + 1) == '"') return StringLiterals.decode(s.text, t.start() + 1, t.end());
    return s.text.substring(t.start() + 1, t.end());
  }

  private ArrayAttr parseArray() {
    s.consume();
    List<Attribute> elements = new ArrayList<>();
    if (s.consumeIf(Kind.R_SQUARE)) return new ArrayAttr(elements);
    s.enterNested();
    do elements.add(parseAttribute(null)); while (s.consumeIf(Kind.COMMA));
    s.exitNested();
    if (!s.at(Kind.R_SQUARE)) throw s.wrongToken("expected ',' or ']'");
    s.consume();
    return new ArrayAttr(elements);
  }

  DictionaryAttr parseDictionary() {
    TreeMap<String, Attribute> entries = new TreeMap<>();
    parseDictionaryInto(entries);
    return new DictionaryAttr(entries);
  }

  /** {@code {name = value, unitName}} into {@code out} (duplicate keys are errors). */
  void parseDictionaryInto(java.util.Map<String, Attribute> out) {
    s.expect(Kind.L_BRACE, "expected '{' in attribute dictionary");
    if (s.consumeIf(Kind.R_BRACE)) return;
    s.enterNested();
    java.util.Set<String> seen = new java.util.HashSet<>();
    do {
      String key;
      if (s.at(Kind.STRING)) key = s.stringValue();
      else if (s.at(Kind.BARE_IDENTIFIER)) key = s.spelling();
      else throw s.wrongToken("expected attribute name");
      if (key.isEmpty()) throw s.error("expected valid attribute name");
      if (!seen.add(key)) throw s.error("duplicate key '" + key + "' in dictionary attribute");
      s.consume();
      Attribute value = s.consumeIf(Kind.EQUAL) ? parseAttribute(null) : UnitAttr.INSTANCE;
      out.put(key, value);
    } while (s.consumeIf(Kind.COMMA));
    s.exitNested();
    s.expect(Kind.R_BRACE, "expected '}' in attribute dictionary");
  }

  private StridedLayoutAttr parseStrided() {
    s.consume();
    s.expect(Kind.LESS, "expected '<' after 'strided'");
    s.expect(Kind.L_SQUARE, "expected '['");
    List<Long> strides = new ArrayList<>();
    if (!s.at(Kind.R_SQUARE)) {
      do strides.add(parseStridedValue()); while (s.consumeIf(Kind.COMMA));
    }
    s.expect(Kind.R_SQUARE, "expected ']'");
    long offset = 0;
    if (s.consumeIf(Kind.COMMA)) {
      if (!s.consumeKeyword("offset")) throw s.wrongToken("expected 'offset' after comma");
      s.expect(Kind.COLON, "expected ':' after 'offset'");
      offset = parseStridedValue();
    }
    s.expect(Kind.GREATER, "expected '>'");
    return new StridedLayoutAttr(offset, strides);
  }

  private long parseStridedValue() {
    if (s.consumeIf(Kind.QUESTION)) return ShapedType.DYNAMIC;
    boolean negative = s.consumeIf(Kind.MINUS);
    if (!s.at(Kind.INTEGER)) throw s.wrongToken("expected a 64-bit signed integer or '?'");
    Long v = Numbers.parseLongOrNull(s.text, s.tok.start(), s.tok.end());
    if (v == null) throw s.error("expected a 64-bit signed integer or '?'");
    s.consume();
    return negative ? -v : v;
  }

  private DenseArrayAttr parseDenseArray() {
    s.consume();
    s.expect(Kind.LESS, "expected '<' after 'array'");
    int typePos = s.tok.start();
    Type elementType = s.types.parseType();
    if (!(elementType instanceof IntegerType) && !(elementType instanceof FloatType)) {
      throw s.errorAt(typePos, "expected integer or float type, got: '" + elementType + "'");
    }
    if (s.consumeIf(Kind.GREATER)) {
      return elementType instanceof FloatType f ? DenseArrayAttr.ofDoubles(f) : DenseArrayAttr.ofLongs(elementType);
    }
    s.expect(Kind.COLON, "expected ':' after dense array type");
    List<Attribute> values = new ArrayList<>();
    do values.add(numbers.parseElementLiteral(elementType, false)); while (s.consumeIf(Kind.COMMA));
    s.expect(Kind.GREATER, "expected '>' to close an array attribute");
    if (elementType instanceof FloatType f) {
      double[] d = new double[values.size()];
      for (int i = 0; i < d.length; i++) d[i] = ((FloatAttr) values.get(i)).value();
      return DenseArrayAttr.ofDoubles(f, d);
    }
    long[] l = new long[values.size()];
    for (int i = 0; i < l.length; i++) l[i] = ((IntegerAttr) values.get(i)).value();
    return DenseArrayAttr.ofLongs(elementType, l);
  }

  private Attribute parseExtendedAttr() { return ExtendedSymbols.parse(s, ATTRIBUTES); }

  private static final ExtendedSymbols.Kind<Attribute> ATTRIBUTES = new ExtendedSymbols.Kind<>() {
    @Override public java.util.Map<String, Attribute> aliases(ParserState s) { return s.attrAliases; }
    @Override public Attribute parse(Dialect d, String mnemonic, dev.loomlir.ir.OpAsmParser p) {
      return d.parseAttribute(mnemonic, p);
    }
    @Override public String unknownMessage(String ns, String mnemonic) {
      return "unknown attribute `" + mnemonic + "` in dialect `" + ns + "`";
    }
    @Override public String unregisteredMessage(String ns, String body) {
      return "#\"" + ns + "\"<\"" + body + "\"> : 'none' attribute created with unregistered dialect. If this is "
          + "intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect "
          + "with the MLIR opt tool used";
    }
    @Override public Attribute opaque(String ns, String body) { return new OpaqueAttr(ns, body); }
  };

  static boolean isIntegerLike(Type t) { return t instanceof IntegerType || t instanceof IndexType; }

}
