package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;

/** {@code vector.fma %a, %b, %c}: the elementwise fused {@code a * b + c}, rounded once (as {@code llvm.fma}). */
public final class FmaOp extends OpView {
  public static final OpType<FmaOp> TYPE = OpType.of(OpDef.op("vector.fma")
      .summary("vector fused multiply-add")
      .operand("lhs", VectorTypes.OF_FLOAT)
      .operand("rhs", VectorTypes.OF_FLOAT)
      .operand("acc", VectorTypes.OF_FLOAT)
      .result("result", VectorTypes.OF_FLOAT)
      .traits(Trait.PURE, Trait.ELEMENTWISE)
      .allTypesMatch("lhs", "rhs", "acc", "result")
      .format("$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)"), FmaOp::new);

  private FmaOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FmaOp match(Operation op) { return TYPE.match(op); }

  public static FmaOp create(OpBuilder b, Location loc, Value lhs, Value rhs, Value acc) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(lhs);
    s.operands.add(rhs);
    s.operands.add(acc);
    s.resultTypes.add(lhs.type());
    return new FmaOp(b.insert(s));
  }

  public Value lhs() { return op.operand(0); }

  public Value rhs() { return op.operand(1); }

  public Value acc() { return op.operand(2); }

  public VectorType vectorType() { return (VectorType) lhs().type(); }
}
