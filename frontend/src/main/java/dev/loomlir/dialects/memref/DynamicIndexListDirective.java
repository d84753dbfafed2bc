package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.syntax.format.CustomDirective;
import dev.loomlir.syntax.format.FormatState;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code custom<DynamicIndexList>($values, $static_values)}: a bracketed list mixing SSA values
 * and integers, {@code [%o, 4]}. Integers go to the static dense array, SSA values to the
 * operand group, marked {@link ShapedType#DYNAMIC} in the array (ViewLikeInterface's syntax).
 */
public final class DynamicIndexListDirective implements CustomDirective {
  public static final String NAME = "DynamicIndexList";

  @Override public void parse(OpAsmParser p, FormatState state, List<String> args) {
    List<UnresolvedOperand> operands = new ArrayList<>();
    List<Long> statics = new ArrayList<>();
    p.parse("[");
    if (!p.parseOptional("]")) {
      do {
        UnresolvedOperand operand = p.parseOptionalOperand();
        if (operand != null) {
          operands.add(operand);
          statics.add(ShapedType.DYNAMIC);
        } else {
          Long value = p.parseOptionalInteger();
          if (value == null) throw p.error("expected SSA value or integer");
          statics.add(value);
        }
      } while (p.parseOptional(","));
      p.parse("]");
    }
    state.setOperands(name(args.get(0)), operands);
    state.setAttr(name(args.get(1)), DenseArrayAttr.ofI64(statics));
  }

  @Override public void print(OpAsmPrinter p, Operation op, List<String> args) {
    List<Value> operands = op.operandGroup(name(args.get(0)));
    Attribute attr = op.attr(name(args.get(1)));
    long[] statics = attr instanceof DenseArrayAttr d && d.ints() != null ? d.ints() : new long[0];
    p.print("[");
    int next = 0;
    for (int i = 0; i < statics.length; i++) {
      if (i > 0) p.print(", ");
      if (statics[i] == ShapedType.DYNAMIC && next < operands.size()) p.printOperand(operands.get(next++));
      else p.print(statics[i]);
    }
    p.print("]");
  }

  /** {@code $offsets} names the group {@code offsets}. */
  static String name(String arg) { return arg.startsWith("$") ? arg.substring(1) : arg; }
}
