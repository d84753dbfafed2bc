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
import java.util.ArrayList;
import java.util.List;

/**
 * {@code vector.extract_strided_slice %v {offsets, sizes, strides}}: the sub-vector of the given
 * sizes at the given offsets in the leading dimensions (strides are all 1).
 */
public final class ExtractStridedSliceOp extends OpView {
  public static final OpType<ExtractStridedSliceOp> TYPE = OpType.of(OpDef.op("vector.extract_strided_slice")
      .summary("extract_strided_slice operation")
      .operand("vector", VectorTypes.NON_ZERO_RANK)
      .attr("offsets", StridedSlices.I64_ARRAY)
      .attr("sizes", StridedSlices.I64_ARRAY)
      .attr("strides", StridedSlices.I64_ARRAY)
      .result("result", VectorTypes.NON_ZERO_RANK)
      .traits(Trait.PURE)
      .format("$vector attr-dict `:` type($vector) `to` type(results)")
      .verify(VectorChecks.sameElementType(0, 0, "operand and result have same element type"))
      .verify(ExtractStridedSliceOp::verify), ExtractStridedSliceOp::new);

  private ExtractStridedSliceOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExtractStridedSliceOp match(Operation op) { return TYPE.match(op); }

  public static ExtractStridedSliceOp create(OpBuilder b, Location loc, Value vector, long[] offsets, long[] sizes) {
    VectorType src = (VectorType) vector.type();
    long[] strides = new long[offsets.length];
    java.util.Arrays.fill(strides, 1);
    OperationState s = b.state(TYPE, loc);
    s.operands.add(vector);
    s.addAttribute("offsets", StridedSlices.attr(offsets));
    s.addAttribute("sizes", StridedSlices.attr(sizes));
    s.addAttribute("strides", StridedSlices.attr(strides));
    s.resultTypes.add(resultType(src, sizes));
    return new ExtractStridedSliceOp(b.insert(s));
  }

  public Value vector() { return op.operand(0); }

  public VectorType sourceType() { return (VectorType) vector().type(); }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }

  public long[] offsets() { return StridedSlices.values(op, "offsets"); }

  public long[] sizes() { return StridedSlices.values(op, "sizes"); }

  /** The sizes, then the source's remaining trailing dimensions. */
  static VectorType resultType(VectorType src, long[] sizes) {
    List<Long> shape = new ArrayList<>();
    for (long s : sizes) shape.add(s);
    shape.addAll(src.shape().subList(sizes.length, src.rank()));
    return new VectorType(shape, src.elementType(), src.scalable());
  }

  private static void verify(Operation op) {
    VectorType src = (VectorType) op.operand(0).type();
    long[] offsets = StridedSlices.values(op, "offsets"), sizes = StridedSlices.values(op, "sizes");
    long[] strides = StridedSlices.values(op, "strides");
    if (offsets.length != sizes.length || offsets.length != strides.length) {
      throw VectorChecks.fail(op, "expected offsets, sizes and strides attributes of same size");
    }
    if (offsets.length > src.rank()) throw VectorChecks.fail(op, "expected offsets attribute of rank no greater than vector rank");
    List<Long> shape = src.shape();
    StridedSlices.confinedToShape(op, offsets, shape, 0, "offsets");
    StridedSlices.confinedToShape(op, sizes, shape, 1, "sizes");
    StridedSlices.unitStrides(op, strides);
    long[] sums = new long[offsets.length];
    for (int i = 0; i < sums.length; i++) sums[i] = offsets[i] + sizes[i];
    StridedSlices.confinedToShape(op, sums, shape, 1, "sum(offsets, sizes)");
    for (int i = 0; i < sizes.length; i++) {
      if (src.scalable().get(i) && sizes[i] != shape.get(i)) {
        throw VectorChecks.fail(op, "expected size at idx=" + i + " to match the corresponding base size from the input vector ("
            + sizes[i] + " vs " + shape.get(i) + ")");
      }
    }
    VectorType expected = resultType(src, sizes);
    if (!expected.equals(op.result(0).type())) throw VectorChecks.fail(op, "expected result type to be '" + expected + "'");
  }
}
