package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;

/** The vector dialect's attribute kinds, with their custom-syntax spellings. */
public final class VectorAttrs {
  private VectorAttrs() {}

  /**
   * A combining kind as an op attribute: custom syntax spells only its body ({@code <add>}),
   * as upstream's {@code parseCustomAttributeWithFallback}; the full {@code #vector.kind<add>} is
   * accepted too.
   */
  public static final AttrKind COMBINING_KIND = new AttrKind() {
    @Override public String description() { return "Kind of combining function for contractions and reductions"; }

    @Override public boolean matches(Attribute a) { return a instanceof CombiningKindAttr; }

    @Override public Attribute parse(OpAsmParser p) {
      if (!p.atHashIdentifier()) return parseKindBody(p); // upstream's parser then reads the body: "expected '<'" otherwise
      var pos = p.currentPos();
      Attribute a = p.parseAttribute();
      if (!(a instanceof CombiningKindAttr)) throw p.errorAt(pos, "invalid kind of attribute specified");
      return a;
    }

    @Override public Attribute parseOptional(OpAsmParser p) { return p.currentIs("<") || p.atAttributeStart() ? parse(p) : null; }

    @Override public void print(Attribute a, OpAsmPrinter p) { p.print(((CombiningKindAttr) a).body()); }
  };

  /** {@code <add>}: the body of {@code #vector.kind<add>}. */
  static CombiningKindAttr parseKindBody(OpAsmParser p) {
    p.parse("<");
    var pos = p.currentPos();
    String kw = p.parseOptionalKeywordAny();
    CombiningKind kind = kw == null ? null : CombiningKind.ofKeyword(kw);
    if (kind == null) {
      // As upstream: the enum's error, then the attribute parser's.
      DiagnosticException e = p.errorAt(pos, "expected ::mlir::vector::CombiningKind to be one of: "
          + String.join(", ", CombiningKind.keywords()));
      e.diagnostic().followedBy(p.error("failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a "
          + "`::mlir::vector::CombiningKind`").diagnostic());
      throw e;
    }
    p.parse(">");
    return new CombiningKindAttr(kind);
  }

  /** {@code <parallel>}: the body of {@code #vector.iterator_type<parallel>}. */
  static IteratorTypeAttr parseIteratorTypeBody(OpAsmParser p) {
    p.parse("<");
    var pos = p.currentPos();
    String kw = p.parseOptionalKeywordAny();
    IteratorTypeAttr it = kw == null ? null : IteratorTypeAttr.ofKeyword(kw);
    if (it == null) throw p.errorAt(pos, "expected ::mlir::vector::IteratorType to be one of: parallel, reduction");
    p.parse(">");
    return it;
  }
}
