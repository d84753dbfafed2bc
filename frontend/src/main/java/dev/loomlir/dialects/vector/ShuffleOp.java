package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.ir.DenseArrayAttr;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code vector.shuffle %a, %b [0, 5, -1]}: leading-dimension slices picked from the
 * concatenation of both operands ({@code -1} is poison).
 */
public final class ShuffleOp extends OpView {
  public static final OpType<ShuffleOp> TYPE = OpType.of(OpDef.op("vector.shuffle")
      .summary("shuffle operation")
      .operand("v1", VectorTypes.FIXED)
      .operand("v2", VectorTypes.FIXED)
      .attr("mask", Attrs.DENSE_I64_ARRAY)
      .result("vector", VectorTypes.NON_ZERO_RANK)
      .traits(Trait.PURE)
      .inferResultTypes(ShuffleOp::inferResult)
      .format("operands $mask attr-dict `:` type(operands)")
      .verify(VectorChecks.sameElementType(0, 0, "first operand v1 and result have same element type"))
      .verify(VectorChecks.sameElementType(0, 1, "second operand v2 and result have same element type"))
      .verify(ShuffleOp::verify)
      .verify(op -> InferredTypes.check(op, List.of(resultType((VectorType) op.operand(0).type(),
          VectorChecks.longs(op, "mask").length)))), ShuffleOp::new);

  private ShuffleOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ShuffleOp match(Operation op) { return TYPE.match(op); }

  public Value v1() { return op.operand(0); }

  public Value v2() { return op.operand(1); }

  public long[] mask() { return VectorChecks.longs(op, "mask"); }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }

  /** {@code v1}'s type with its leading dimension the mask's length (a 1-D vector for 0-D operands). */
  static VectorType resultType(VectorType v1, int maskLength) {
    List<Long> shape = new ArrayList<>();
    shape.add((long) maskLength);
    if (v1.rank() > 0) shape.addAll(v1.shape().subList(1, v1.rank()));
    return new VectorType(shape, v1.elementType());
  }

  private static List<Type> inferResult(OperationState s) {
    if (s.operands.isEmpty() || !(s.operands.get(0).type() instanceof VectorType v1)
        || !(s.attribute("mask") instanceof DenseArrayAttr m)) {
      return null;
    }
    return List.of(resultType(v1, m.size()));
  }

  private static void verify(Operation op) {
    VectorType v1 = (VectorType) op.operand(0).type(), v2 = (VectorType) op.operand(1).type();
    VectorType res = (VectorType) op.result(0).type();
    int rank = v1.rank();
    boolean rankOk = rank == 0 ? v2.rank() == 0 && res.rank() == 1 : v2.rank() == rank && res.rank() == rank;
    if (!rankOk) throw VectorChecks.fail(op, "rank mismatch");
    for (int r = 1; r < rank; r++) {
      if (!res.shape().get(r).equals(v1.shape().get(r)) || !v2.shape().get(r).equals(v1.shape().get(r))) {
        throw VectorChecks.fail(op, "dimension mismatch");
      }
    }
    long[] mask = VectorChecks.longs(op, "mask");
    if (mask.length == 0) throw VectorChecks.fail(op, "invalid mask length");
    if (mask.length != res.shape().get(0)) throw VectorChecks.fail(op, "mask length mismatch");
    long total = (rank == 0 ? 1 : v1.shape().get(0)) + (rank == 0 ? 1 : v2.shape().get(0));
    for (int i = 0; i < mask.length; i++) {
      if (mask[i] < -1 || mask[i] >= total) throw VectorChecks.fail(op, "mask index #" + (i + 1) + " out of range");
    }
  }
}
