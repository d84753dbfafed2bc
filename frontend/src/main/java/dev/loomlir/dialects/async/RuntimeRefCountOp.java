package dev.loomlir.dialects.async;

import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** What {@link RuntimeAddRefOp} and {@link RuntimeDropRefOp} share: a token, value or group and a positive count. */
public abstract sealed class RuntimeRefCountOp extends OpView permits RuntimeAddRefOp, RuntimeDropRefOp {
  RuntimeRefCountOp(Operation op) { super(op); }

  /** Inserts an op of {@code type} on {@code operand} with {@code count}. */
  static Operation insert(OpBuilder b, OpType<?> type, Location loc, Value operand, long count) {
    OperationState s = b.state(type, loc);
    s.operands.add(operand);
    s.addAttribute("count", IntegerAttr.i64(count));
    return b.insert(s);
  }

  public final Value operand() { return op.operand(0); }

  public final long count() { return ((IntegerAttr) op.attr("count")).value(); }
}
