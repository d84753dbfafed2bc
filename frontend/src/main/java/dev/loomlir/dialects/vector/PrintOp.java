package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;

/** {@code vector.print}: prints a vector or scalar, or a string, with punctuation (upstream's runner output format). */
public final class PrintOp extends OpView {
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

  public static final OpType<PrintOp> TYPE = OpType.of(OpDef.op("vector.print")
      .summary("print operation (for testing and debugging)")
      .optionalOperand("source", PRINTABLE)
      .defaultAttr("punctuation", PUNCTUATION, PunctuationAttr.NEWLINE)
      .optionalAttr("stringLiteral", Attrs.STRING)
      .traits(Trait.SIDE_EFFECTS)
      .syntax(new PrintSyntax())
      .verify(PrintOp::verify), PrintOp::new);

  private PrintOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static PrintOp match(Operation op) { return TYPE.match(op); }

  /** Prints {@code source} (or, when null, only the punctuation) followed by {@code punctuation}. */
  public static PrintOp create(OpBuilder b, Location loc, Value source, PunctuationAttr punctuation) {
    OperationState s = b.state(TYPE, loc);
    if (source != null) s.operands.add(source);
    if (!punctuation.equals(PunctuationAttr.NEWLINE)) s.addAttribute("punctuation", punctuation);
    return new PrintOp(b.insert(s));
  }

  /** The value printed, or null when the op prints a string or punctuation only. */
  public Value source() { return op.numOperands() == 0 ? null : op.operand(0); }

  /** The punctuation printed after the source (a newline by default). */
  public PunctuationAttr punctuation() {
    return op.attr("punctuation") instanceof PunctuationAttr p ? p : PunctuationAttr.NEWLINE;
  }

  /** The string printed, or null. */
  public String stringLiteral() { return op.attr("stringLiteral") instanceof StringAttr s ? s.value() : null; }

  /** A string is printed on its own: no operand, default punctuation. */
  private static void verify(Operation op) {
    if (op.attr("stringLiteral") == null) return;
    Attribute punct = op.attr("punctuation");
    if (op.numOperands() > 0 || (punct != null && !punct.equals(PunctuationAttr.NEWLINE))) {
      throw DiagnosticException.opError(op,
          "failed to verify that `source` or `punctuation` are not set when printing strings");
    }
  }
}
