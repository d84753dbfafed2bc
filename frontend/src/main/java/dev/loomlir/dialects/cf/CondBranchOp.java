package dev.loomlir.dialects.cf;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BranchOperands;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code cf.cond_br}: jumps to its true or false successor, each with its own values. */
public final class CondBranchOp extends OpView {
  public static final OpType<CondBranchOp> TYPE = OpType.of(OpDef.op("cf.cond_br")
      .summary("Conditional branch operation")
      .operand("condition", Types.I1)
      .variadicOperand("trueDestOperands", Types.ANY)
      .variadicOperand("falseDestOperands", Types.ANY)
      .optionalAttr("branch_weights", Attrs.DENSE_I32_ARRAY)
      .successor("trueDest")
      .successor("falseDest")
      .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.BRANCH, Trait.PURE, Trait.TERMINATOR)
      .format("$condition (`weights` `(` $branch_weights^ `)` )? `,` "
      + "$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
      + "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict")
      .implement(BranchOperands.class, BranchOperands.byGroups("trueDestOperands", "falseDestOperands"))
      .implement(Canonicalization.class, CfCanonicalization::condBranchPatterns)
      .verify(CfVerifiers::verifyBranchWeights), CondBranchOp::new);

  private CondBranchOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CondBranchOp match(Operation op) { return TYPE.match(op); }

  public static CondBranchOp create(OpBuilder b, Location loc, Value condition, Block trueDest,
                                    List<? extends Value> trueArgs, Block falseDest, List<? extends Value> falseArgs) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(condition);
    s.operands.addAll(trueArgs);
    s.operands.addAll(falseArgs);
    s.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(1, trueArgs.size(), falseArgs.size()));
    s.successors.add(trueDest);
    s.successors.add(falseDest);
    return new CondBranchOp(b.insert(s));
  }

  public Value condition() { return op.operand(0); }

  public Block trueDest() { return op.successor(0); }

  public Block falseDest() { return op.successor(1); }

  public List<Value> trueDestOperands() { return op.operandGroup("trueDestOperands"); }

  public List<Value> falseDestOperands() { return op.operandGroup("falseDestOperands"); }
}
