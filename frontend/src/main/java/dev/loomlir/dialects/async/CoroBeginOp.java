package dev.loomlir.dialects.async;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code async.coro.begin}: the handle of the coroutine an id identifies (its frame). */
public final class CoroBeginOp extends OpView {
  public static final OpType<CoroBeginOp> TYPE = OpType.of(OpDef.op("async.coro.begin")
      .summary("returns a handle to the coroutine")
      .operand("id", AsyncTypes.CORO_ID)
      .result("handle", AsyncTypes.CORO_HANDLE)
      .traits(Trait.SIDE_EFFECTS)
      .format("$id attr-dict"), CoroBeginOp::new);

  private CoroBeginOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CoroBeginOp match(Operation op) { return TYPE.match(op); }

  public static CoroBeginOp create(OpBuilder b, Location loc, Value id) {
    return new CoroBeginOp(b.create(TYPE, loc, List.of(id), List.of(CoroHandleType.INSTANCE)));
  }

  public Value id() { return op.operand(0); }

  public OpResult handle() { return op.result(0); }
}
