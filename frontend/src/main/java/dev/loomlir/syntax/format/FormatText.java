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
    return switch (e) {
      case AttrVar a -> "$" + a.name();
      case OperandVar o -> "$" + o.name();
      case ResultVar r -> "$" + r.name();
      case RegionVar r -> "$" + r.name();
      case SuccessorVar s -> "$" + s.name();
      case Operands o -> "operands";
      case Results r -> "results";
      case TypeOf t -> "type(" + of(t.arg()) + ")";
      case Ref r -> "ref(" + of(r.arg()) + ")";
      case AttrDict a -> a.withKeyword() ? "attr-dict-with-keyword" : "attr-dict";
      case StringArg s -> "\"" + s.text() + "\"";
      default -> e.toString();
    };
  }
}
