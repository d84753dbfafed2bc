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

/** {@code vector.shape_cast}: the same elements, in the same row-major order, under another shape. */
public final class ShapeCastOp extends OpView {
  public static final OpType<ShapeCastOp> TYPE = OpType.of(OpDef.op("vector.shape_cast")
      .summary("shape_cast casts between vector shapes")
      .operand("source", VectorTypes.ANY)
      .result("result", VectorTypes.ANY)
      .traits(Trait.PURE)
      .format("$source attr-dict `:` type($source) `to` type($result)")
      .verify(ShapeCastOp::verify)
      .folder(VectorFolds::shapeCast), ShapeCastOp::new);

  private ShapeCastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ShapeCastOp match(Operation op) { return TYPE.match(op); }

  public static ShapeCastOp create(OpBuilder b, Location loc, Value source, VectorType resultType) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(source);
    s.resultTypes.add(resultType);
    return new ShapeCastOp(b.insert(s));
  }

  public Value source() { return op.operand(0); }

  public VectorType sourceType() { return (VectorType) source().type(); }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    VectorType src = (VectorType) op.operand(0).type(), dst = (VectorType) op.result(0).type();
    if (!src.elementType().equals(dst.elementType())) throw VectorChecks.fail(op, "has different source and result element types");
    if (src.numElements() != dst.numElements()) {
      throw VectorChecks.fail(op, "has different number of elements at source (" + src.numElements() + ") and result ("
          + dst.numElements() + ")");
    }
    long srcScalable = src.scalable().stream().filter(s -> s).count(), dstScalable = dst.scalable().stream().filter(s -> s).count();
    if (srcScalable != dstScalable) {
      throw VectorChecks.fail(op, "has different number of scalable dims at source (" + srcScalable + ") and result ("
          + dstScalable + ")");
    }
  }
}
