package dev.loomlir.dialects.cf;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BranchOperands;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/** {@code cf.switch}: jumps to the successor of the case equal to its flag, else to its default. */
public final class SwitchOp extends OpView {
  public static final OpType<SwitchOp> TYPE = OpType.of(OpDef.op("cf.switch")
      .summary("Switch operation")
      .operand("flag", Types.ANY_INTEGER)
      .variadicOperand("defaultOperands", Types.ANY)
      .variadicOperand("caseOperands", Types.ANY)
      .optionalAttr("case_values", CfVerifiers.INT_ELEMENTS)
      .attr("case_operand_segments", Attrs.DENSE_I32_ARRAY)
      .successor("defaultDestination")
      .variadicSuccessor("caseDestinations")
      .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.BRANCH, Trait.PURE, Trait.TERMINATOR)
      .syntax(new SwitchSyntax())
      .implement(BranchOperands.class, CfVerifiers::switchSuccessorOperands)
      .implement(Canonicalization.class, CfCanonicalization::switchPatterns)
      .verify(CfVerifiers::verifySwitch), SwitchOp::new);

  private SwitchOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SwitchOp match(Operation op) { return TYPE.match(op); }

  /**
   * Inserts {@code cf.switch %flag : type, [default: ^d(args), v: ^b(args), ...]}; the case values
   * are of the flag's type. Without cases {@code case_values} is left out, as upstream's builder does.
   */
  public static SwitchOp create(OpBuilder b, Location loc, Value flag, Block defaultDest, List<? extends Value> defaultArgs,
                                List<Long> caseValues, List<Block> caseDests, List<? extends List<? extends Value>> caseArgs) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(flag);
    s.operands.addAll(defaultArgs);
    int[] caseSegments = new int[caseDests.size()];
    int caseOperandCount = 0;
    for (int i = 0; i < caseDests.size(); i++) {
      s.operands.addAll(caseArgs.get(i));
      caseSegments[i] = caseArgs.get(i).size();
      caseOperandCount += caseSegments[i];
    }
    s.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(1, defaultArgs.size(), caseOperandCount));
    s.addAttribute("case_operand_segments", OpBuilder.segmentSizes(caseSegments));
    if (!caseValues.isEmpty()) {
      List<Attribute> values = new ArrayList<>();
      for (long v : caseValues) values.add(IntegerAttr.of(v, flag.type()));
      s.addAttribute("case_values", new DenseElementsAttr(new VectorType(List.of((long) values.size()), flag.type()), values));
    }
    s.successors.add(defaultDest);
    s.successors.addAll(caseDests);
    return new SwitchOp(b.insert(s));
  }

  public Value flag() { return op.operand(0); }

  public Block defaultDestination() { return op.successor(0); }

  public List<Value> defaultOperands() { return op.operandGroup("defaultOperands"); }

  /** The case destinations, in the order of {@link #caseValues()}. */
  public List<Block> caseDestinations() { return op.successors().subList(1, op.successors().size()); }

  /** The case values, or null when the switch has no cases. */
  public DenseElementsAttr caseValues() { return op.attr("case_values") instanceof DenseElementsAttr d ? d : null; }

  /** The operands passed to case {@code i}'s destination. */
  public List<Value> caseOperands(int i) { return CfVerifiers.switchSuccessorOperands(op, i + 1); }
}
