package dev.loomlir.dialects.vector;

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
import java.util.List;

/**
 * {@code vector.create_mask %a, %b : vector<4x3xi1>}: lane {@code [i, j]} is set when
 * {@code i < a && j < b} (bounds below 0 count as 0, above the size as the size).
 */
public final class CreateMaskOp extends OpView {
  public static final OpType<CreateMaskOp> TYPE = OpType.of(OpDef.op("vector.create_mask")
      .summary("creates a vector mask")
      .variadicOperand("operands", Types.INDEX)
      .result("result", VectorTypes.OF_I1)
      .traits(Trait.PURE)
      .format("$operands attr-dict `:` type(results)")
      .verify(CreateMaskOp::verify)
      .implement(Canonicalization.class, VectorCanonicalization::createMaskPatterns), CreateMaskOp::new);

  private CreateMaskOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CreateMaskOp match(Operation op) { return TYPE.match(op); }

  public static CreateMaskOp create(OpBuilder b, Location loc, VectorType type, List<Value> bounds) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(bounds);
    s.resultTypes.add(type);
    return new CreateMaskOp(b.insert(s));
  }

  public List<Value> bounds() { return op.operands(); }

  public VectorType vectorType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    VectorType t = (VectorType) op.result(0).type();
    if (t.rank() == 0) {
      if (op.numOperands() != 1) throw VectorChecks.fail(op, "must specify exactly one operand for 0-D create_mask");
    } else if (op.numOperands() != t.rank()) {
      throw VectorChecks.fail(op, "must specify an operand for each result vector dimension");
    }
  }
}
