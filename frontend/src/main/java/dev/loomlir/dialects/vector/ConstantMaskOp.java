package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;

/** {@code vector.constant_mask [3, 2] : vector<4x3xi1>}: {@link CreateMaskOp} with constant bounds within the shape. */
public final class ConstantMaskOp extends OpView {
  public static final OpType<ConstantMaskOp> TYPE = OpType.of(OpDef.op("vector.constant_mask")
      .summary("creates a constant vector mask")
      .attr("mask_dim_sizes", Attrs.DENSE_I64_ARRAY)
      .result("result", VectorTypes.OF_I1)
      .traits(Trait.PURE)
      .format("$mask_dim_sizes attr-dict `:` type(results)")
      .verify(ConstantMaskOp::verify)
      .folder(VectorFolds::constantMask), ConstantMaskOp::new);

  private ConstantMaskOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ConstantMaskOp match(Operation op) { return TYPE.match(op); }

  public static ConstantMaskOp create(OpBuilder b, Location loc, VectorType type, long... sizes) {
    OperationState s = b.state(TYPE, loc);
    s.addAttribute("mask_dim_sizes", Positions.attr(sizes));
    s.resultTypes.add(type);
    return new ConstantMaskOp(b.insert(s));
  }

  public long[] maskDimSizes() { return VectorChecks.longs(op, "mask_dim_sizes"); }

  public VectorType vectorType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    VectorType t = (VectorType) op.result(0).type();
    long[] sizes = VectorChecks.longs(op, "mask_dim_sizes");
    if (t.rank() == 0) {
      if (sizes.length != 1) throw DiagnosticException.error(op, "array attr must have length 1 for 0-D vectors");
      if (sizes[0] != 0 && sizes[0] != 1) throw DiagnosticException.error(op, "mask dim size must be either 0 or 1 for 0-D vectors");
      return;
    }
    if (sizes.length != t.rank()) throw VectorChecks.fail(op, "must specify array attr of size equal vector result rank");
    boolean anyZero = false, allZero = true;
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] < 0 || sizes[i] > t.shape().get(i)) {
        throw VectorChecks.fail(op, "array attr of size out of bounds of vector result dimension size");
      }
      if (t.scalable().get(i) && sizes[i] != 0 && sizes[i] != t.shape().get(i)) {
        throw VectorChecks.fail(op, "only supports 'none set' or 'all set' scalable dimensions");
      }
      anyZero |= sizes[i] == 0;
      allZero &= sizes[i] == 0;
    }
    if (anyZero && !allZero) {
      throw VectorChecks.fail(op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
    }
  }
}
