package dev.loomlir.dialects.vector;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.VectorType;
import java.util.List;

/** The `vector` dialect, as far as loomlir needs it: {@code vector.print} and {@code vector.broadcast}. */
public final class VectorDialect implements Dialect {
  /**
   * What vector.print accepts: vectors, integers, index and floats. Upstream's constraint has an
   * empty description, so its error reads {@code operand #0 must be , but got ...}.
   */
  private static final TypeConstraint PRINTABLE = TypeConstraint.of("",
      t -> t instanceof VectorType || t.isInteger() || t.isIndex() || t.isFloat());

  private static final AttrKind PUNCTUATION = new AttrKind() {
    @Override public String description() { return "Punctuation for separating vectors or vector elements"; }
    @Override public boolean matches(Attribute a) { return a instanceof PunctuationAttr; }
    @Override public Attribute parse(OpAsmParser p) { return PrintSyntax.parsePunctuation(p); }
    @Override public Attribute parseOptional(OpAsmParser p) { return p.currentIs("<") ? parse(p) : null; }
    @Override public void print(Attribute a, OpAsmPrinter p) { p.print(((PunctuationAttr) a).body()); }
  };

  @Override public String namespace() { return "vector"; }

  @Override public Attribute parseAttribute(String mnemonic, OpAsmParser p) {
    return mnemonic.equals("punctuation") ? PrintSyntax.parsePunctuation(p) : null;
  }

  @Override public List<OpDef> ops() {
    return List.of(
        OpDef.op("vector.print")
            .summary("print operation (for testing and debugging)")
            .optionalOperand("source", PRINTABLE)
            .defaultAttr("punctuation", PUNCTUATION, PunctuationAttr.NEWLINE)
            .optionalAttr("stringLiteral", Attrs.STRING)
            .traits(Trait.SIDE_EFFECTS)
            .syntax(new PrintSyntax())
            .verify(VectorDialect::verifyPrint),
        OpDef.op("vector.broadcast")
            .summary("broadcast operation")
            .operand("source", Types.ANY)
            .result("vector", Types.ANY_VECTOR)
            .traits(Trait.PURE)
            .format("$source attr-dict `:` type($source) `to` type($vector)")
            .verify(VectorDialect::verifyBroadcast));
  }

  /** A string is printed on its own: no operand, default punctuation. */
  private static void verifyPrint(Operation op) {
    if (op.attr("stringLiteral") == null) return;
    Attribute punct = op.attr("punctuation");
    if (op.numOperands() > 0 || (punct != null && !punct.equals(PunctuationAttr.NEWLINE))) {
      throw DiagnosticException.opError(op,
          "failed to verify that `source` or `punctuation` are not set when printing strings");
    }
  }

  /** The source is a scalar of the result's element type, or a vector broadcastable to the result. */
  private static void verifyBroadcast(Operation op) {
    Type src = op.operand(0).type();
    VectorType dst = (VectorType) op.result(0).type();
    Type srcElement = src instanceof VectorType v ? v.elementType() : src;
    if (!srcElement.equals(dst.elementType())) {
      throw DiagnosticException.opError(op, "failed to verify that source operand and result have same element type");
    }
    if (!(src instanceof VectorType v)) return;
    List<Long> s = v.shape(), d = dst.shape();
    if (s.size() > d.size()) {
      throw DiagnosticException.opError(op, "source rank higher than destination rank");
    }
    for (int i = 1; i <= s.size(); i++) {
      long sd = s.get(s.size() - i), dd = d.get(d.size() - i);
      if (sd != 1 && sd != dd) throw DiagnosticException.opError(op, "dimension mismatch (" + sd + " vs. " + dd + ")");
    }
  }
}
