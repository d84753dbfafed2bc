package dev.loomlir.dialects.vector;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.List;

/**
 * {@code vector.print [%v : type] [str "text"] [punctuation <kind>] [{attrs}]}: upstream's format
 * {@code ($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` $punctuation) attr-dict}
 * (the oilist clauses in either order, each at most once; the default punctuation is not printed).
 */
final class PrintSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    UnresolvedOperand source = p.parseOptionalOperand();
    if (source != null) state.operands.add(p.resolveOperand(source, p.parseColonType()));
    boolean sawString = false, sawPunctuation = false;
    while (true) {
      var pos = p.currentPos();
      if (p.parseOptionalKeyword("str")) {
        if (sawString) throw p.errorAt(pos, "`str` clause can appear at most once in the expansion of the oilist directive");
        sawString = true;
        state.addAttribute("stringLiteral", new StringAttr(p.parseString()));
      } else if (p.parseOptionalKeyword("punctuation")) {
        if (sawPunctuation) {
          throw p.errorAt(pos, "`punctuation` clause can appear at most once in the expansion of the oilist directive");
        }
        sawPunctuation = true;
        state.addAttribute("punctuation", parsePunctuation(p));
      } else {
        break;
      }
    }
    // The punctuation property is always present, as upstream's default-valued property.
    if (!sawPunctuation) state.addAttribute("punctuation", PunctuationAttr.NEWLINE);
    p.parseOptionalAttrDict(state);
  }

  /** {@code <newline>}: the attribute without its {@code #vector.punctuation} prefix. */
  static PunctuationAttr parsePunctuation(OpAsmParser p) {
    p.parse("<");
    var pos = p.currentPos();
    String kw = p.parseKeywordAny();
    PunctuationAttr.Kind kind = PunctuationAttr.Kind.ofKeyword(kw);
    if (kind == null) {
      throw p.errorAt(pos, "expected ::mlir::vector::PrintPunctuation to be one of: "
          + String.join(", ", PunctuationAttr.Kind.keywords()));
    }
    p.parse(">");
    return new PunctuationAttr(kind);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    if (op.numOperands() > 0) {
      p.print(" ");
      p.printOperand(op.operand(0));
      p.print(" : ");
      p.printType(op.operand(0).type());
    }
    if (op.attr("stringLiteral") instanceof StringAttr s) p.print(" str ").print(s.toString());
    if (op.attr("punctuation") instanceof PunctuationAttr punct && !punct.equals(PunctuationAttr.NEWLINE)) {
      p.print(" punctuation ").print(punct.body());
    }
    p.printOptionalAttrDict(op, List.of("stringLiteral", "punctuation"));
  }
}
