package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;

/**
 * {@code vector.broadcast}: a scalar, or a vector repeated over new leading dimensions and
 * stretched along its unit dimensions, fills a vector.
 */
public final class BroadcastOp extends OpView {
  public static final OpType<BroadcastOp> TYPE = OpType.of(OpDef.op("vector.broadcast")
      .summary("broadcast operation")
      .operand("source", Types.ANY)
      .result("vector", VectorTypes.ANY)
      .traits(Trait.PURE)
      .format("$source attr-dict `:` type($source) `to` type($vector)")
      .verify(VectorChecks.sameElementType(0, 0, "source operand and result have same element type"))
      .verify(BroadcastOp::verify)
      .folder(VectorFolds::broadcast)
      .implement(Canonicalization.class, VectorCanonicalization::broadcastPatterns), BroadcastOp::new);

  private BroadcastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static BroadcastOp match(Operation op) { return TYPE.match(op); }

  public static BroadcastOp create(OpBuilder b, Location loc, Value source, VectorType resultType) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(source);
    s.resultTypes.add(resultType);
    return new BroadcastOp(b.insert(s));
  }

  public Value source() { return op.operand(0); }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }

  /** The source is a scalar, or a vector broadcastable to the result (upstream's {@code isBroadcastableTo}). */
  private static void verify(Operation op) {
    Type src = op.operand(0).type();
    VectorType dst = (VectorType) op.result(0).type();
    if (src.isInteger() || src.isIndex() || src.isFloat()) return;
    if (!(src instanceof VectorType v)) throw VectorChecks.fail(op, "source type is not a vector");
    if (v.rank() > dst.rank()) throw VectorChecks.fail(op, "source rank higher than destination rank");
    int lead = dst.rank() - v.rank();
    for (int i = 0; i < v.rank(); i++) {
      long s = v.shape().get(i), d = dst.shape().get(lead + i);
      boolean sScalable = v.scalable().get(i), dScalable = dst.scalable().get(lead + i);
      if (s == 1 && !sScalable) continue;
      if (s != d || sScalable != dScalable) {
        throw VectorChecks.fail(op, "dimension mismatch (" + dim(s, sScalable) + " vs. " + dim(d, dScalable) + ")");
      }
    }
  }

  private static String dim(long size, boolean scalable) { return scalable ? "[" + size + "]" : Long.toString(size); }
}
