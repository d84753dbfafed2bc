package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** The common attribute kinds (ODS attribute constraints) with their custom-syntax spelling. */
public final class Attrs {
  private Attrs() {}

  /** An attribute kind spelled as the generic attribute syntax, with a predicate. */
  public static AttrKind generic(String description, Predicate<Attribute> p) {
    return generic(description, p, null);
  }

  /**
   * As above; when {@code startToken} is given, an optional occurrence is only attempted at that
   * token (as upstream's {@code parseOptionalAttribute(ArrayAttr&)} looks for {@code [}), so an
   * optional array does not swallow a following {@code @symbol}.
   */
  static AttrKind generic(String description, Predicate<Attribute> p, String startToken) {
    return generic(description, p, startToken, null);
  }

  /**
   * As above, parsed with the type ODS builds for the attribute ({@code valueType}): upstream
   * parses string and symbol reference attributes with {@code NoneType}, so a number there is
   * "integer literal not valid for specified type" at the literal, and a typed string takes no
   * {@code : type}.
   */
  static AttrKind generic(String description, Predicate<Attribute> p, String startToken, Type valueType) {
    return new AttrKind() {
      @Override public String description() { return description; }
      @Override public boolean matches(Attribute a) { return p.test(a); }
      @Override public Attribute parse(OpAsmParser parser) {
        var pos = parser.currentPos();
        Attribute a = valueType == null ? parser.parseAttribute() : parser.parseAttribute(valueType);
        if (!p.test(a)) throw parser.errorAt(pos, "invalid kind of attribute specified");
        return a;
      }
      @Override public Attribute parseOptional(OpAsmParser parser) {
        if (startToken != null ? !parser.currentIs(startToken) : !parser.atAttributeStart()) return null;
        return parse(parser);
      }
      @Override public void print(Attribute a, OpAsmPrinter printer) { printer.printAttribute(a); }
    };
  }

  public static final AttrKind ANY = generic("any attribute", a -> true);
  /** A string; an optional one is only a string literal (upstream's {@code parseOptionalAttribute(StringAttr&)}). */
  public static final AttrKind STRING = new AttrKind() {
    @Override public String description() { return "string attribute"; }
    @Override public boolean matches(Attribute a) { return a instanceof StringAttr; }
    @Override public Attribute parse(OpAsmParser p) {
      var pos = p.currentPos();
      Attribute a = p.parseAttribute(NoneType.INSTANCE);
      if (!(a instanceof StringAttr)) throw p.errorAt(pos, "invalid kind of attribute specified");
      return a;
    }
    @Override public Attribute parseOptional(OpAsmParser p) {
      String s = p.parseOptionalString();
      return s == null ? null : new StringAttr(s);
    }
    @Override public void print(Attribute a, OpAsmPrinter p) { p.printAttribute(a); }
  };
  public static final AttrKind ARRAY = generic("array attribute", a -> a instanceof ArrayAttr, "[");
  public static final AttrKind DICTIONARY = generic("dictionary of named attribute values", a -> a instanceof DictionaryAttr, "{");
  public static final AttrKind AFFINE_MAP = generic("AffineMap attribute", a -> a instanceof AffineMapAttr);
  public static final AttrKind ELEMENTS = generic("constant vector/tensor attribute", a -> a instanceof DenseElementsAttr);

  /** An array whose elements all satisfy {@code element}. */
  public static AttrKind arrayOf(String description, Predicate<Attribute> element) {
    return generic(description, a -> a instanceof ArrayAttr arr && arr.elements().stream().allMatch(element), "[");
  }

  /** An integer or float attribute of exactly {@code type}, spelled without its type ({@code 5}, {@code 1.0}). */
  public static AttrKind typed(String description, Type type) {
    return new AttrKind() {
      @Override public String description() { return description; }
      @Override public boolean matches(Attribute a) {
        return (a instanceof IntegerAttr i && i.type().equals(type)) || (a instanceof FloatAttr f && f.type().equals(type));
      }
      @Override public Attribute parse(OpAsmParser p) { return p.parseAttribute(type); }
      @Override public void print(Attribute a, OpAsmPrinter p) { p.printAttributeWithoutType(a); }
    };
  }

  public static final AttrKind I1 = typed("1-bit signless integer attribute", IntegerType.I1);
  public static final AttrKind I32 = typed("32-bit signless integer attribute", IntegerType.I32);
  public static final AttrKind I64 = typed("64-bit signless integer attribute", IntegerType.I64);
  public static final AttrKind INDEX = typed("index attribute", IndexType.INSTANCE);
  public static final AttrKind F32 = typed("32-bit float attribute", FloatType.F32);
  public static final AttrKind F64 = typed("64-bit float attribute", FloatType.F64);
  public static final AttrKind BOOL = I1;

  /** Any integer attribute, printed with its type. */
  public static final AttrKind ANY_INTEGER = generic("arbitrary integer attribute", a -> a instanceof IntegerAttr);

  /** A presence flag: {@code UnitAttr}. In formats it is usually the anchor of an optional group. */
  public static final AttrKind UNIT = new AttrKind() {
    @Override public String description() { return "unit attribute"; }
    @Override public boolean matches(Attribute a) { return a == UnitAttr.INSTANCE; }
    @Override public Attribute parse(OpAsmParser p) { return UnitAttr.INSTANCE; }
    @Override public Attribute parseOptional(OpAsmParser p) { return null; }
    @Override public void print(Attribute a, OpAsmPrinter p) {}
  };

  /** A symbol's own name ({@code sym_name}): a string attribute spelled {@code @name}. */
  public static final AttrKind SYMBOL_NAME = new AttrKind() {
    @Override public String description() { return "string attribute"; }
    @Override public boolean matches(Attribute a) { return a instanceof StringAttr; }
    @Override public Attribute parse(OpAsmParser p) { return new StringAttr(p.parseSymbolName()); }
    @Override public Attribute parseOptional(OpAsmParser p) {
      String s = p.parseOptionalSymbolName();
      return s == null ? null : new StringAttr(s);
    }
    @Override public void print(Attribute a, OpAsmPrinter p) { p.printSymbolName(((StringAttr) a).value()); }
  };

  /** A reference to a symbol in the nearest symbol table: {@code @name}. */
  public static final AttrKind FLAT_SYMBOL_REF = new AttrKind() {
    @Override public String description() { return "flat symbol reference attribute"; }
    @Override public boolean matches(Attribute a) { return a instanceof SymbolRefAttr s && s.isFlat(); }
    @Override public Attribute parse(OpAsmParser p) {
      var pos = p.currentPos();
      Attribute a = p.parseAttribute(NoneType.INSTANCE);
      if (!matches(a)) throw p.errorAt(pos, "invalid kind of attribute specified");
      return a;
    }
    @Override public Attribute parseOptional(OpAsmParser p) {
      String s = p.parseOptionalSymbolName();
      return s == null ? null : SymbolRefAttr.flat(s);
    }
    @Override public void print(Attribute a, OpAsmPrinter p) { p.printAttribute(a); }
  };

  public static final AttrKind SYMBOL_REF = generic("symbol reference attribute", a -> a instanceof SymbolRefAttr, null,
      NoneType.INSTANCE);

  /** A type attribute whose type satisfies {@code c}; spelled as the bare type. */
  public static AttrKind typeAttr(TypeConstraint c) {
    return new AttrKind() {
      @Override public String description() { return "type attribute of " + c.description(); }
      @Override public boolean matches(Attribute a) { return a instanceof TypeAttr t && c.matches(t.type()); }
      @Override public Attribute parse(OpAsmParser p) { return new TypeAttr(p.parseType()); }
      @Override public Attribute parseOptional(OpAsmParser p) {
        Type t = p.parseOptionalType();
        return t == null ? null : new TypeAttr(t);
      }
      @Override public void print(Attribute a, OpAsmPrinter p) { p.printType(((TypeAttr) a).type()); }
    };
  }

  public static final AttrKind FUNCTION_TYPE = typeAttr(Types.FUNCTION);
  public static final AttrKind ANY_TYPE = typeAttr(Types.ANY);

  /** A dense array ({@code array<i64: ...>} generically), spelled {@code [1, 2, 3]} in custom syntax. */
  public static AttrKind denseArray(String description, Type elementType) {
    return new AttrKind() {
      @Override public String description() { return description; }
      @Override public boolean matches(Attribute a) { return a instanceof DenseArrayAttr d && d.elementType().equals(elementType); }
      @Override public Attribute parse(OpAsmParser p) {
        p.parse("[");
        List<Long> vals = new ArrayList<>();
        if (!p.parseOptional("]")) {
          do {
            if (elementType.equals(IntegerType.I1)) {
              String kw = p.parseOptionalKeywordOf(List.of("true", "false"));
              vals.add(kw != null ? ("true".equals(kw) ? 1L : 0L) : p.parseInteger());
            } else {
              vals.add(p.parseInteger());
            }
          } while (p.parseOptional(","));
          p.parse("]");
        }
        return DenseArrayAttr.ofLongs(elementType, vals.stream().mapToLong(Long::longValue).toArray());
      }
      @Override public Attribute parseOptional(OpAsmParser p) {
        return p.currentIs("[") ? parse(p) : null;
      }
      @Override public void print(Attribute a, OpAsmPrinter p) {
        DenseArrayAttr d = (DenseArrayAttr) a;
        p.print("[");
        for (int i = 0; i < d.size(); i++) {
          if (i > 0) p.print(", ");
          p.print(elementType.equals(IntegerType.I1) ? (d.ints()[i] != 0 ? "true" : "false") : Long.toString(d.ints()[i]));
        }
        p.print("]");
      }
    };
  }

  public static final AttrKind DENSE_I64_ARRAY = denseArray("i64 dense array attribute", IntegerType.I64);
  public static final AttrKind DENSE_I32_ARRAY = denseArray("i32 dense array attribute", IntegerType.I32);
  public static final AttrKind DENSE_BOOL_ARRAY = denseArray("i1 dense array attribute", IntegerType.I1);

  /**
   * An enum stored as an integer attribute of {@code storage} type (ODS {@code I64EnumAttr}),
   * spelled as its keyword in custom syntax: {@code slt} for {@code 2 : i64}.
   */
  public static EnumKind integerEnum(String description, Type storage, Map<String, Long> cases) {
    return new EnumKind(description, storage, new LinkedHashMap<>(cases));
  }

  /** Cases numbered 0, 1, 2... in order. */
  public static EnumKind integerEnum(String description, Type storage, String... cases) {
    Map<String, Long> m = new LinkedHashMap<>();
    for (int i = 0; i < cases.length; i++) m.put(cases[i], (long) i);
    return integerEnum(description, storage, m);
  }

  /** An integer-stored enum attribute kind, with lookups both ways. */
  public static final class EnumKind implements AttrKind {
    private final String description;
    private final Type storage;
    private final Map<String, Long> cases;

    EnumKind(String description, Type storage, Map<String, Long> cases) {
      this.description = description;
      this.storage = storage;
      this.cases = cases;
    }

    @Override public String description() { return description; }

    @Override public boolean matches(Attribute a) {
      return a instanceof IntegerAttr i && i.type().equals(storage) && cases.containsValue(i.value());
    }

    public IntegerAttr of(String keyword) {
      Long v = cases.get(keyword);
      return v == null ? null : IntegerAttr.of(v, storage);
    }

    public String keyword(Attribute a) {
      long v = ((IntegerAttr) a).value();
      for (var e : cases.entrySet()) if (e.getValue() == v) return e.getKey();
      return null;
    }

    public Map<String, Long> cases() { return cases; }

    @Override public Attribute parse(OpAsmParser p) {
      var pos = p.currentPos();
      String kw = p.parseOptionalKeywordAny();
      if (kw == null) {
        String s = p.parseOptionalString();
        kw = s;
      }
      if (kw == null || !cases.containsKey(kw)) {
        throw p.errorAt(pos, "expected " + description + " to be one of: " + String.join(", ", cases.keySet()));
      }
      return of(kw);
    }

    @Override public Attribute parseOptional(OpAsmParser p) {
      String kw = p.parseOptionalKeywordOf(List.copyOf(cases.keySet()));
      return kw == null ? null : of(kw);
    }

    @Override public void print(Attribute a, OpAsmPrinter p) { p.print(keyword(a)); }
  }
}
