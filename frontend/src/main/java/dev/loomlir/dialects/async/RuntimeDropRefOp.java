package dev.loomlir.dialects.async;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** {@code async.runtime.drop_ref}: drops {@code count} references to a token, value or group; the last one frees it. */
public final class RuntimeDropRefOp extends RuntimeRefCountOp {
  public static final OpType<RuntimeDropRefOp> TYPE = OpType.of(OpDef.op("async.runtime.drop_ref")
      .summary("drops a reference to async value")
      .operand("operand", AsyncTypes.ANY_ASYNC)
      .attr("count", RuntimeAddRefOp.POSITIVE_I64)
      .traits(Trait.SIDE_EFFECTS)
      .format("$operand attr-dict `:` type($operand)"), RuntimeDropRefOp::new);

  private RuntimeDropRefOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeDropRefOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeDropRefOp create(OpBuilder b, Location loc, Value operand, long count) {
    return new RuntimeDropRefOp(insert(b, TYPE, loc, operand, count));
  }
}
