package dev.loomlir.dialects.vector;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.VectorType;

/** {@code vector.step : vector<4xindex>}: the indices {@code 0, 1, ..., n-1}. */
public final class StepOp extends OpView {
  public static final OpType<StepOp> TYPE = OpType.of(OpDef.op("vector.step")
      .summary("A linear sequence of values from 0 to N")
      .result("result", VectorTypes.RANK_1_OF_INDEX)
      .traits(Trait.PURE)
      .format("attr-dict `:` type($result)"), StepOp::new);

  private StepOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static StepOp match(Operation op) { return TYPE.match(op); }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }
}
