package dev.loomlir.dialects.cf;

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

/** {@code cf.br}: jumps to its successor, passing it values. */
public final class BranchOp extends OpView {
  public static final OpType<BranchOp> TYPE = OpType.of(OpDef.op("cf.br")
      .summary("Branch operation")
      .variadicOperand("destOperands", Types.ANY)
      .successor("dest")
      .traits(Trait.BRANCH, Trait.PURE, Trait.TERMINATOR)
      .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
      .implement(BranchOperands.class, BranchOperands.byGroups("destOperands"))
      .implement(Canonicalization.class, CfCanonicalization::branchPatterns), BranchOp::new);

  private BranchOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static BranchOp match(Operation op) { return TYPE.match(op); }

  public static BranchOp create(OpBuilder b, Location loc, Block dest, List<? extends Value> args) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(args);
    s.successors.add(dest);
    return new BranchOp(b.insert(s));
  }

  public Block dest() { return op.successor(0); }

  public List<Value> destOperands() { return op.operands(); }
}
