package dev.loomlir.dialects.vector;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.List;

/** {@code vector.broadcast}: a scalar or lower-rank vector repeated to fill a vector. */
public final class BroadcastOp extends OpView {
  public static final OpType<BroadcastOp> TYPE = OpType.of(OpDef.op("vector.broadcast")
      .summary("broadcast operation")
      .operand("source", Types.ANY)
      .result("vector", Types.ANY_VECTOR)
      .traits(Trait.PURE)
      .format("$source attr-dict `:` type($source) `to` type($vector)")
      .verify(BroadcastOp::verify), BroadcastOp::new);

  private BroadcastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static BroadcastOp match(Operation op) { return TYPE.match(op); }

  public Value source() { return op.operand(0); }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }

  /** The source is a scalar of the result's element type, or a vector broadcastable to the result. */
  private static void verify(Operation op) {
    Type src = op.operand(0).type();
    VectorType dst = (VectorType) op.result(0).type();
    Type srcElement = src instanceof VectorType v ? v.elementType() : src;
    if (!srcElement.equals(dst.elementType())) {
      throw DiagnosticException.opError(op, "failed to verify that source operand and result have same element type");
    }
    if (!(src instanceof VectorType v)) return;
    List<Long> s = v.shape(), d = dst.shape();
    if (s.size() > d.size()) {
      throw DiagnosticException.opError(op, "source rank higher than destination rank");
    }
    for (int i = 1; i <= s.size(); i++) {
      long sd = s.get(s.size() - i), dd = d.get(d.size() - i);
      if (sd != 1 && sd != dd) throw DiagnosticException.opError(op, "dimension mismatch (" + sd + " vs. " + dd + ")");
    }
  }
}
