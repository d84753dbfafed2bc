package dev.loomlir.dialects.affine;

import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code (4, %n, 8)} basis of {@code affine.linearize_index} and {@code affine.delinearize_index}
 * (upstream's {@code custom<DynamicIndexList>} in parentheses): integers go to the static basis,
 * SSA values to the dynamic one and are marked {@link ShapedType#DYNAMIC} in the static list.
 */
record BasisList(List<UnresolvedOperand> dynamic, long[] statics) {
  static BasisList parse(OpAsmParser p) {
    List<UnresolvedOperand> dynamic = new ArrayList<>();
    List<Long> statics = new ArrayList<>();
    p.parse("(");
    if (!p.parseOptional(")")) {
      do {
        UnresolvedOperand operand = p.parseOptionalOperand();
        if (operand != null) {
          dynamic.add(operand);
          statics.add(ShapedType.DYNAMIC);
        } else {
          Long value = p.parseOptionalInteger();
          // Upstream reports this, then "expected SSA value or integer" at the op: only the first here.
          if (value == null) throw p.error("expected integer value");
          statics.add(value);
        }
      } while (p.parseOptional(","));
      p.parse(")");
    }
    return new BasisList(dynamic, statics.stream().mapToLong(Long::longValue).toArray());
  }

  DenseArrayAttr staticAttr() { return DenseArrayAttr.ofLongs(dev.loomlir.ir.IntegerType.I64, statics); }

  static void print(OpAsmPrinter p, long[] statics, List<Value> dynamic) {
    p.print("(");
    int next = 0;
    for (int i = 0; i < statics.length; i++) {
      if (i > 0) p.print(", ");
      if (statics[i] == ShapedType.DYNAMIC && next < dynamic.size()) p.printOperand(dynamic.get(next++));
      else p.print(statics[i]);
    }
    p.print(")");
  }
}
