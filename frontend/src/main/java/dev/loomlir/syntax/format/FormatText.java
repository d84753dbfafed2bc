package dev.loomlir.syntax.format;

import dev.loomlir.syntax.format.FormatElement.AttrDict;
import dev.loomlir.syntax.format.FormatElement.AttrVar;
import dev.loomlir.syntax.format.FormatElement.OperandVar;
import dev.loomlir.syntax.format.FormatElement.Operands;
import dev.loomlir.syntax.format.FormatElement.Ref;
import dev.loomlir.syntax.format.FormatElement.RegionVar;
import dev.loomlir.syntax.format.FormatElement.ResultVar;
import dev.loomlir.syntax.format.FormatElement.Results;
import dev.loomlir.syntax.format.FormatElement.StringArg;
import dev.loomlir.syntax.format.FormatElement.SuccessorVar;
import dev.loomlir.syntax.format.FormatElement.TypeOf;

/** The canonical spelling of a custom directive argument ({@code $x}, {@code type($x)}, {@code ref($x)}). */
final class FormatText {
  private FormatText() {}

  static String of(FormatElement e) {
    if (e instanceof AttrVar a) return "$" + a.name();
    if (e instanceof OperandVar o) return "$" + o.name();
    if (e instanceof ResultVar r) return "$" + r.name();
    if (e instanceof RegionVar r) return "$" + r.name();
    if (e instanceof SuccessorVar s) return "$" + s.name();
    if (e instanceof Operands) return "operands";
    if (e instanceof Results) return "results";
    if (e instanceof TypeOf t) return "type(" + of(t.arg()) + ")";
    if (e instanceof Ref r) return "ref(" + of(r.arg()) + ")";
    if (e instanceof AttrDict a) return a.withKeyword() ? "attr-dict-with-keyword" : "attr-dict";
    if (e instanceof StringArg s) return "\"" + s.text() + "\"";
    return e.toString();
  }
}
