package dev.loomlir.dialects.async;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code async.coro.end}: marks the end of the coroutine in its suspend block. */
public final class CoroEndOp extends OpView {
  public static final OpType<CoroEndOp> TYPE = OpType.of(OpDef.op("async.coro.end")
      .summary("marks the end of the coroutine in the suspend block")
      .operand("handle", AsyncTypes.CORO_HANDLE)
      .traits(Trait.SIDE_EFFECTS)
      .format("$handle attr-dict"), CoroEndOp::new);

  private CoroEndOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CoroEndOp match(Operation op) { return TYPE.match(op); }

  public static CoroEndOp create(OpBuilder b, Location loc, Value handle) {
    return new CoroEndOp(b.create(TYPE, loc, List.of(handle), List.of()));
  }

  public Value handle() { return op.operand(0); }
}
