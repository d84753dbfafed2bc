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

/**
 * {@code vector.bitcast}: the bits of each innermost 1-D vector reinterpreted as elements of
 * another type (so the innermost dimension may change size); outer dimensions stay.
 */
public final class BitCastOp extends OpView {
  public static final OpType<BitCastOp> TYPE = OpType.of(OpDef.op("vector.bitcast")
      .summary("bitcast casts between vectors")
      .operand("source", VectorTypes.ANY)
      .result("result", VectorTypes.ANY)
      .traits(Trait.PURE)
      .format("$source attr-dict `:` type($source) `to` type($result)")
      .verify(BitCastOp::verify)
      .folder(VectorFolds::bitCast), BitCastOp::new);

  private BitCastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static BitCastOp match(Operation op) { return TYPE.match(op); }

  public static BitCastOp create(OpBuilder b, Location loc, Value source, VectorType resultType) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(source);
    s.resultTypes.add(resultType);
    return new BitCastOp(b.insert(s));
  }

  public Value source() { return op.operand(0); }

  public VectorType sourceType() { return (VectorType) source().type(); }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    VectorType src = (VectorType) op.operand(0).type(), dst = (VectorType) op.result(0).type();
    if (src.rank() != dst.rank()) throw VectorChecks.fail(op, "failed to verify that all of {source, result} have same rank");
    for (int i = 0; i + 1 < src.rank(); i++) {
      if (!src.shape().get(i).equals(dst.shape().get(i))) throw VectorChecks.fail(op, "dimension size mismatch at: " + i);
    }
    int srcBits = VectorTypes.bitWidth(src.elementType()), dstBits = VectorTypes.bitWidth(dst.elementType());
    if (src.rank() == 0) {
      if (srcBits != dstBits) {
        throw VectorChecks.fail(op, "source/result bitwidth of the 0-D vector element types must be equal");
      }
    } else if (srcBits * src.shape().get(src.rank() - 1) != dstBits * dst.shape().get(dst.rank() - 1)) {
      throw VectorChecks.fail(op, "source/result bitwidth of the minor 1-D vectors must be equal");
    }
  }
}
