package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Argument;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.List;

/**
 * {@code scf.parallel (%i, %j) = (%a, %b) to (%c, %d) step (%e, %f) [init (%x) -> f32] { body }}:
 * four operand groups sized by {@code operandSegmentSizes}; an operand-less {@code scf.reduce}
 * may be omitted.
 */
final class ParallelSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    List<Argument> ivs = p.parseArgumentList(Delimiter.PAREN, false, false);
    p.parse("=");
    List<UnresolvedOperand> lower = parseBounds(p, ivs.size());
    p.parseKeyword("to");
    List<UnresolvedOperand> upper = parseBounds(p, ivs.size());
    p.parseKeyword("step");
    List<UnresolvedOperand> steps = parseBounds(p, ivs.size());
    List<UnresolvedOperand> inits = p.parseOptionalKeyword("init") ? p.parseOperandList(Delimiter.PAREN) : List.of();
    state.resultTypes.addAll(p.parseOptionalArrowTypeList());

    Region body = state.addRegion();
    p.parseRegion(body, ivs.stream().map(a -> a.withType(IndexType.INSTANCE)).toList());
    state.addAttribute("operandSegmentSizes",
        DenseArrayAttr.ofI32(lower.size(), upper.size(), steps.size(), inits.size()));
    SourcePos attrPos = p.currentPos();
    p.parseOptionalAttrDict(state);
    for (List<UnresolvedOperand> group : List.of(lower, upper, steps)) {
      state.operands.addAll(p.resolveOperands(group, IndexType.INSTANCE));
    }
    state.operands.addAll(p.resolveOperands(inits, state.resultTypes, attrPos));
    p.ensureTerminator(body, "scf.reduce", state.location);
  }

  /** A parenthesised operand list that must have one operand per induction variable. */
  private static List<UnresolvedOperand> parseBounds(OpAsmParser p, int count) {
    SourcePos pos = p.currentPos();
    List<UnresolvedOperand> operands = p.parseOperandList(Delimiter.PAREN);
    if (operands.size() != count) throw p.errorAt(pos, "expected " + count + " operands");
    return operands;
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" (");
    p.printOperands(op.region(0).entryBlock().arguments());
    p.print(") = (");
    p.printOperands(op.operandGroup("lowerBound"));
    p.print(") to (");
    p.printOperands(op.operandGroup("upperBound"));
    p.print(") step (");
    p.printOperands(op.operandGroup("step"));
    p.print(")");
    if (!op.operandGroup("initVals").isEmpty()) {
      p.print(" init (");
      p.printOperands(op.operandGroup("initVals"));
      p.print(")");
    }
    p.printOptionalArrowTypeList(op.resultTypes());
    p.print(" ");
    p.printRegion(op.region(0), false, true, false);
    p.printOptionalAttrDict(op, List.of("operandSegmentSizes"));
  }
}
