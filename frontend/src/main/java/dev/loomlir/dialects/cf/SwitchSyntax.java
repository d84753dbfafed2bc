package dev.loomlir.dialects.cf;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code cf.switch %flag : i32, [ default: ^bb1(%a : i32), 42: ^bb2, ... ]}: upstream's
 * {@code custom<SwitchOpCases>} directive. The case values become a {@code vector<Nxi32>}
 * dense attribute; the case operands are one variadic group split by {@code case_operand_segments}.
 */
final class SwitchSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    var flag = p.parseOperand();
    Type flagType = p.parseColonType();
    p.parse(",");
    p.parse("[");
    p.parseKeyword("default");
    p.parse(":");
    List<Value> defaultOperands = new ArrayList<>();
    Block defaultDest = p.parseSuccessorAndUseList(defaultOperands);

    List<Attribute> values = new ArrayList<>();
    List<Block> caseDests = new ArrayList<>();
    List<Value> caseOperands = new ArrayList<>();
    List<Long> segments = new ArrayList<>();
    while (p.parseOptional(",")) {
      values.add(IntegerAttr.of(p.parseInteger(), flagType));
      p.parse(":");
      List<Value> operands = new ArrayList<>();
      caseDests.add(p.parseSuccessorAndUseList(operands));
      caseOperands.addAll(operands);
      segments.add((long) operands.size());
    }
    p.parse("]");
    p.parseOptionalAttrDict(state);

    state.operands.add(p.resolveOperand(flag, flagType));
    state.operands.addAll(defaultOperands);
    state.operands.addAll(caseOperands);
    state.successors.add(defaultDest);
    state.successors.addAll(caseDests);
    if (!values.isEmpty()) {
      state.addAttribute("case_values", new DenseElementsAttr(new VectorType(List.of((long) values.size()), flagType), values));
    }
    state.addAttribute("case_operand_segments",
        DenseArrayAttr.ofLongs(IntegerType.I32, segments.stream().mapToLong(Long::longValue).toArray()));
    state.addAttribute("operandSegmentSizes", DenseArrayAttr.ofI32(1, defaultOperands.size(), caseOperands.size()));
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    Value flag = op.operand(0);
    p.print(" ");
    p.printOperand(flag);
    p.print(" : ");
    p.printType(flag.type());
    p.print(", [");
    p.printNewline();
    p.print("  default: ");
    p.printSuccessorAndUseList(op.successor(0), op.operandGroup("defaultOperands"));
    List<Value> caseOperands = op.operandGroup("caseOperands");
    if (op.attr("case_values") instanceof DenseElementsAttr values) {
      long[] segments = ((DenseArrayAttr) op.attr("case_operand_segments")).ints();
      int start = 0;
      for (int i = 0; i < values.values().size(); i++) {
        p.print(",");
        p.printNewline();
        p.print("  ").print(unsignedValue((IntegerAttr) values.values().get(i)));
        p.print(": ");
        int end = start + (int) segments[i];
        p.printSuccessorAndUseList(op.successor(i + 1), caseOperands.subList(start, end));
        start = end;
      }
      p.printNewline();
    }
    p.print("]");
    p.printOptionalAttrDict(op, List.of("case_values", "case_operand_segments", "operandSegmentSizes"));
  }

  /** Upstream prints case values as unsigned numbers of the flag's width ({@code -3 : i32} is {@code 4294967293}). */
  private static String unsignedValue(IntegerAttr a) {
    int width = a.type() instanceof IntegerType it ? it.width() : 64;
    BigInteger v = BigInteger.valueOf(a.value());
    if (v.signum() < 0) v = v.add(BigInteger.ONE.shiftLeft(width));
    return v.toString();
  }
}
