package dev.loomlir.dialects.vector;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.List;

/** {@code vector.interleave %a, %b}: the trailing dimensions' elements taken alternately from both. */
public final class InterleaveOp extends OpView {
  public static final OpType<InterleaveOp> TYPE = OpType.of(OpDef.op("vector.interleave")
      .summary("constructs a vector by interleaving two input vectors")
      .operand("lhs", VectorTypes.ANY)
      .operand("rhs", VectorTypes.ANY)
      .result("result", VectorTypes.NON_ZERO_RANK)
      .traits(Trait.PURE)
      .allTypesMatch("lhs", "rhs")
      .typesMatchWith("type of 'result' is double the width of the inputs", "lhs", "result", InterleaveOp::doubled)
      .format("$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"), InterleaveOp::new);

  private InterleaveOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static InterleaveOp match(Operation op) { return TYPE.match(op); }

  public Value lhs() { return op.operand(0); }

  public Value rhs() { return op.operand(1); }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }

  /** The trailing dimension doubled (a 0-D vector becomes {@code vector<2x...>}). */
  private static Type doubled(Type t) {
    if (!(t instanceof VectorType v)) return t;
    if (v.rank() == 0) return new VectorType(List.of(2L), v.elementType());
    List<Long> shape = new ArrayList<>(v.shape());
    shape.set(shape.size() - 1, shape.get(shape.size() - 1) * 2);
    return new VectorType(shape, v.elementType(), v.scalable());
  }
}
