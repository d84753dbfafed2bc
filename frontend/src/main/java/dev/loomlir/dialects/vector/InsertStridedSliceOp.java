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
import java.util.List;

/**
 * {@code vector.insert_strided_slice %s, %d {offsets, strides}}: {@code %d} with the sub-vector at
 * {@code offsets} replaced by {@code %s} (which fills its trailing dimensions).
 */
public final class InsertStridedSliceOp extends OpView {
  public static final OpType<InsertStridedSliceOp> TYPE = OpType.of(OpDef.op("vector.insert_strided_slice")
      .summary("strided_slice operation")
      .operand("valueToStore", VectorTypes.NON_ZERO_RANK)
      .operand("dest", VectorTypes.NON_ZERO_RANK)
      .attr("offsets", StridedSlices.I64_ARRAY)
      .attr("strides", StridedSlices.I64_ARRAY)
      .result("res", VectorTypes.NON_ZERO_RANK)
      .traits(Trait.PURE)
      .allTypesMatch("dest", "res")
      .format("$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)")
      .verify(VectorChecks.sameElementType(0, 0, "operand #0 and result have same element type"))
      .verify(InsertStridedSliceOp::verify), InsertStridedSliceOp::new);

  private InsertStridedSliceOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static InsertStridedSliceOp match(Operation op) { return TYPE.match(op); }

  public static InsertStridedSliceOp create(OpBuilder b, Location loc, Value value, Value dest, long[] offsets) {
    long[] strides = new long[((VectorType) value.type()).rank()];
    java.util.Arrays.fill(strides, 1);
    OperationState s = b.state(TYPE, loc);
    s.operands.add(value);
    s.operands.add(dest);
    s.addAttribute("offsets", StridedSlices.attr(offsets));
    s.addAttribute("strides", StridedSlices.attr(strides));
    s.resultTypes.add(dest.type());
    return new InsertStridedSliceOp(b.insert(s));
  }

  public Value valueToStore() { return op.operand(0); }

  public Value dest() { return op.operand(1); }

  public VectorType sourceType() { return (VectorType) valueToStore().type(); }

  public VectorType destType() { return (VectorType) dest().type(); }

  public long[] offsets() { return StridedSlices.values(op, "offsets"); }

  private static void verify(Operation op) {
    VectorType src = (VectorType) op.operand(0).type(), dst = (VectorType) op.operand(1).type();
    long[] offsets = StridedSlices.values(op, "offsets"), strides = StridedSlices.values(op, "strides");
    if (offsets.length != dst.rank()) throw VectorChecks.fail(op, "expected offsets of same size as destination vector rank");
    if (strides.length != src.rank()) throw VectorChecks.fail(op, "expected strides of same size as source vector rank");
    if (src.rank() > dst.rank()) throw VectorChecks.fail(op, "expected source rank to be no greater than destination rank");
    List<Long> shape = dst.shape();
    StridedSlices.confinedToShape(op, offsets, shape, 0, "offsets");
    StridedSlices.unitStrides(op, strides);
    int lead = dst.rank() - src.rank();
    for (int i = lead; i < dst.rank(); i++) {
      long sum = offsets[i] + src.shape().get(i - lead);
      if (sum < 1 || sum >= shape.get(i) + 1) {
        throw VectorChecks.fail(op, "expected sum(offsets, source vector shape) dimension " + i + " to be confined to [1, "
            + (shape.get(i) + 1) + ")");
      }
    }
  }
}
