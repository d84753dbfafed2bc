package dev.loomlir.dialects.async;

import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.syntax.format.CustomDirective;
import dev.loomlir.syntax.format.CustomDirectives;
import dev.loomlir.syntax.format.FormatState;
import java.util.List;

/** The {@code custom<...>} directives used by the async dialect's assembly formats. */
final class AsyncDirectives {
  private AsyncDirectives() {}

  /** Registers the directives (idempotent). */
  static void register() {
    CustomDirectives.register("AwaitResultType", new AwaitResultType());
    CustomDirectives.register("AsyncValueType", new StrippedValueType());
  }

  /**
   * {@code custom<AwaitResultType>(type($operand), type($result))}, as upstream: the operand's type
   * is written; the result is the payload of an {@code !async.value}, and absent for a token.
   */
  static final class AwaitResultType implements CustomDirective {
    @Override public void parse(OpAsmParser p, FormatState state, List<String> args) {
      Type operandType = p.parseType();
      state.setTypes(groupOf(args.get(0)), List.of(operandType));
      state.setTypes(groupOf(args.get(1)),
          operandType instanceof ValueType v ? List.of(v.valueType()) : List.of());
    }

    @Override public void print(OpAsmPrinter p, Operation op, List<String> args) {
      p.printType(op.operandGroup(groupOf(args.get(0))).get(0).type());
    }
  }

  /**
   * {@code custom<AsyncValueType>(type($storage))}: an operand whose constraint is exactly
   * {@code !async.value}, which upstream's generated code prints without its dialect prefix
   * ({@code <f32>}), and parses in either spelling.
   */
  static final class StrippedValueType implements CustomDirective {
    @Override public void parse(OpAsmParser p, FormatState state, List<String> args) {
      Type type;
      if (p.parseOptional("<")) {
        type = new ValueType(p.parseType());
        p.parse(">");
      } else {
        type = p.parseType();
      }
      state.setTypes(groupOf(args.get(0)), List.of(type));
    }

    @Override public void print(OpAsmPrinter p, Operation op, List<String> args) {
      Type type = op.operandGroup(groupOf(args.get(0))).get(0).type();
      if (type instanceof ValueType v) {
        p.print("<");
        p.printType(v.valueType());
        p.print(">");
      } else {
        p.printType(type);
      }
    }
  }

  /** {@code "type($storage)"} → {@code "storage"}. */
  static String groupOf(String typeArg) {
    String s = typeArg.strip();
    if (s.startsWith("type(") && s.endsWith(")")) s = s.substring(5, s.length() - 1).strip();
    return s.startsWith("$") ? s.substring(1) : s;
  }
}
