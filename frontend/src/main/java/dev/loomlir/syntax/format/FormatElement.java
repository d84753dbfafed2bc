package dev.loomlir.syntax.format;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef.Arity;
import dev.loomlir.ir.OpDef.AttrDef;
import java.util.List;

/**
 * One element of a compiled assembly format, as ODS's format elements. Elements are compared by
 * identity where it matters (spacing plans, anchors): two {@code `,`} literals are distinct.
 */
public sealed interface FormatElement {

  /** A literal in backticks: punctuation ({@code `,`}, {@code `->`}) or a keyword ({@code `to`}). */
  record Literal(String spelling) implements FormatElement {
    public boolean isKeyword() {
      char c = spelling.charAt(0);
      return Character.isLetter(c) || c == '_';
    }
  }

  /** {@code ` `} (a space), {@code ``} (no space) or {@code `\n`} (a newline). */
  record Whitespace(String value) implements FormatElement {
    public boolean isNewline() { return value.equals("\\n"); }
  }

  /** {@code $name} of an operand group. */
  record OperandVar(String name, Arity arity) implements FormatElement {}

  /** {@code $name} of a result group; only valid inside {@code type(...)}. */
  record ResultVar(String name, Arity arity) implements FormatElement {}

  /** {@code $name} of an inherent attribute; {@code qualified} prints it in generic attribute syntax. */
  record AttrVar(AttrDef def, boolean qualified) implements FormatElement {
    public String name() { return def.name(); }
  }

  record RegionVar(String name, boolean variadic) implements FormatElement {}

  record SuccessorVar(String name, boolean variadic) implements FormatElement {}

  /** {@code attr-dict} or {@code attr-dict-with-keyword}. */
  record AttrDict(boolean withKeyword) implements FormatElement {}

  /** {@code prop-dict}: the properties as {@code <{...}>}. */
  record PropDict() implements FormatElement {}

  /** {@code type(arg)}; arg is an OperandVar, ResultVar, Operands or Results. */
  record TypeOf(FormatElement arg, boolean qualified) implements FormatElement {}

  /** {@code functional-type(inputs, results)}. */
  record FunctionalType(FormatElement inputs, FormatElement results) implements FormatElement {}

  /** {@code operands}: all operands (as a value list, or inside {@code type}). */
  record Operands() implements FormatElement {}

  /** {@code results}: only inside {@code type(...)}. */
  record Results() implements FormatElement {}

  record Regions() implements FormatElement {}

  record Successors() implements FormatElement {}

  /** {@code ref(arg)} inside a custom directive: a variable bound earlier in the format. */
  record Ref(FormatElement arg) implements FormatElement {}

  /** A {@code "..."} string argument of a custom directive. */
  record StringArg(String text) implements FormatElement {}

  /**
   * {@code custom<Name>(args)}. {@code argTexts} are the arguments as written (normalized), which is
   * what {@link dev.loomlir.syntax.format.CustomDirective} receives.
   */
  record Custom(String name, List<FormatElement> args, List<String> argTexts) implements FormatElement {}

  /**
   * {@code (then)?} or {@code (then):(else)?}. {@code anchor} decides presence; when it sits in the
   * else group the group is {@code inverted} (else is printed when the anchor is present).
   */
  record OptionalGroup(List<FormatElement> thenElements, List<FormatElement> elseElements, FormatElement anchor,
                  boolean inverted) implements FormatElement {
    /**
     * A unit-attribute anchor that is not the first element of either branch is not printed: the
     * group's presence says it all, and parsing the group sets it. Null when there is none.
     */
    public AttrVar elidedUnitAnchor() {
      if (!(anchor instanceof AttrVar a) || a.def().kind() != Attrs.UNIT) return null;
      if (thenElements.get(0) == a || (!elseElements.isEmpty() && elseElements.get(0) == a)) return null;
      return a;
    }
  }

  /** One clause of an {@code oilist}: a leading keyword and the elements after it. */
  record OIClause(Literal keyword, List<FormatElement> elements) {
    /** The unit attribute when the clause is just one (set by the keyword alone, printed as the keyword). */
    public AttrVar unitAttr() {
      return elements.size() == 1 && elements.get(0) instanceof AttrVar a && a.def().kind() == Attrs.UNIT ? a : null;
    }
  }

  /** {@code oilist(`kw` elements | `kw2` elements)}: clauses in any order, each at most once. */
  record OIList(List<OIClause> clauses) implements FormatElement {}
}
