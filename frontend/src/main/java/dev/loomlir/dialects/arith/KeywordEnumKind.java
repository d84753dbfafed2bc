package dev.loomlir.dialects.arith;

import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Type;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An ODS {@code I64EnumAttr}/{@code I32EnumAttr} used as one op attribute: stored as an integer,
 * spelled as its keyword, with upstream's verifier description
 * ({@code allowed 64-bit signless integer cases: 0, 1, ...}) and parse error
 * ({@code expected string or keyword containing one of the following enum values for attribute 'predicate' [...]}).
 */
public final class KeywordEnumKind implements AttrKind {
  private final Attrs.EnumKind cases;
  private final String attrName;
  private final String description;

  public KeywordEnumKind(Type storage, String attrName, List<String> keywords) {
    this(storage, attrName, keywords.toArray(String[]::new));
  }

  public KeywordEnumKind(Type storage, String attrName, String... keywords) {
    this.cases = Attrs.integerEnum(attrName, storage, keywords);
    this.attrName = attrName;
    int width = storage instanceof IntegerType it ? it.width() : 64;
    this.description = "allowed " + width + "-bit signless integer cases: "
        + cases.cases().values().stream().map(String::valueOf).collect(Collectors.joining(", "));
  }

  /** The attribute for a keyword, or null when it is not a case. */
  public IntegerAttr of(String keyword) { return cases.of(keyword); }

  /** The keyword of a stored value. */
  public String keyword(Attribute a) { return cases.keyword(a); }

  public List<String> keywords() { return List.copyOf(cases.cases().keySet()); }

  @Override public String description() { return description; }

  @Override public boolean matches(Attribute a) { return cases.matches(a); }

  @Override public Attribute parse(OpAsmParser p) {
    SourcePos pos = p.currentPos();
    String kw = p.parseOptionalKeywordAny();
    if (kw == null) kw = p.parseOptionalString();
    IntegerAttr value = kw == null ? null : cases.of(kw);
    if (value == null) {
      throw p.errorAt(pos, "expected string or keyword containing one of the following enum values for attribute '"
          + attrName + "' [" + String.join(", ", keywords()) + "]");
    }
    return value;
  }

  @Override public Attribute parseOptional(OpAsmParser p) { return cases.parseOptional(p); }

  @Override public void print(Attribute a, OpAsmPrinter p) { p.print(cases.keyword(a)); }
}
