package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The part of structured-op syntax shared by every linalg op: an optional attribute dictionary,
 * then {@code ins(%a, %b : t1, t2)} and {@code outs(%c : t3)} (upstream's
 * {@code parseCommonStructuredOpParts} / {@code printCommonStructuredOpParts}).
 */
final class StructuredOperands {
  private StructuredOperands() {}

  /** What was parsed: the operand types of each list. */
  record Parsed(List<Type> inputTypes, List<Type> outputTypes) {}

  static Parsed parse(OpAsmParser p, OperationState state, boolean addSegmentSizes) {
    p.parseOptionalAttrDict(state);
    List<UnresolvedOperand> ins = List.of(), outs = List.of();
    List<Type> inTypes = new ArrayList<>(), outTypes = new ArrayList<>();
    SourcePos inPos = p.currentPos(), outPos = p.currentPos();
    if (p.parseOptionalKeyword("ins")) {
      p.parse("(");
      inPos = p.currentPos();
      ins = p.parseOperandList(Delimiter.NONE);
      inTypes.addAll(p.parseColonTypeList());
      p.parse(")");
    }
    if (p.parseOptionalKeyword("outs")) {
      outPos = p.currentPos();
      p.parse("(");
      outs = p.parseOperandList(Delimiter.NONE);
      outTypes.addAll(p.parseColonTypeList());
      p.parse(")");
    }
    state.operands.addAll(p.resolveOperands(ins, inTypes, inPos));
    state.operands.addAll(p.resolveOperands(outs, outTypes, outPos));
    if (addSegmentSizes) {
      state.properties.put("operandSegmentSizes", DenseArrayAttr.ofI32(ins.size(), outs.size()));
    }
    return new Parsed(inTypes, outTypes);
  }

  static void print(OpAsmPrinter p, List<Value> inputs, List<Value> outputs) {
    printList(p, "ins", inputs);
    printList(p, "outs", outputs);
  }

  private static void printList(OpAsmPrinter p, String keyword, List<Value> values) {
    if (values.isEmpty()) return;
    p.print(" " + keyword + "(");
    p.printOperands(values);
    p.print(" : ");
    p.printTypes(values.stream().map(Value::type).toList());
    p.print(")");
  }

  /** {@code -> t1, t2} after a structured op: tensor results. We support buffers only, so there are none. */
  static void parseNoResults(OpAsmParser p) {
    SourcePos pos = p.currentPos();
    if (p.parseOptionalArrow()) throw p.errorAt(pos, "linalg ops on tensors are not supported: expected buffer (memref) operands");
  }
}
