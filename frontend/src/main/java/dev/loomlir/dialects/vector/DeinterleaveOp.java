package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.List;

/** {@code vector.deinterleave %v}: the even and the odd elements of the trailing dimension, as two vectors. */
public final class DeinterleaveOp extends OpView {
  public static final OpType<DeinterleaveOp> TYPE = OpType.of(OpDef.op("vector.deinterleave")
      .summary("constructs two vectors by deinterleaving an input vector")
      .operand("source", VectorTypes.NON_ZERO_RANK)
      .result("res1", VectorTypes.NON_ZERO_RANK)
      .result("res2", VectorTypes.NON_ZERO_RANK)
      .traits(Trait.PURE)
      .allTypesMatch("res1", "res2")
      .format("$source attr-dict `:` type($source) `->` type($res1)")
      .verify(DeinterleaveOp::verify)
      .implement(AsmResultNames.class, op -> new String[] {"res1", "res2"}), DeinterleaveOp::new);

  private DeinterleaveOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DeinterleaveOp match(Operation op) { return TYPE.match(op); }

  public Value source() { return op.operand(0); }

  public VectorType sourceType() { return (VectorType) source().type(); }

  private static void verify(Operation op) {
    VectorType src = (VectorType) op.operand(0).type();
    long last = src.shape().get(src.rank() - 1);
    if (last % 2 != 0) {
      throw VectorChecks.fail(op, "failed to verify that the trailing dimension of the source vector has an even number of elements");
    }
    List<Long> half = new ArrayList<>(src.shape());
    half.set(half.size() - 1, last / 2);
    if (!new VectorType(half, src.elementType(), src.scalable()).equals(op.result(0).type())) {
      throw VectorChecks.fail(op, "failed to verify that the trailing dimension of the results is half the width of source trailing dimension");
    }
  }
}
