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

/** {@code async.coro.free}: frees the coroutine's frame. */
public final class CoroFreeOp extends OpView {
  public static final OpType<CoroFreeOp> TYPE = OpType.of(OpDef.op("async.coro.free")
      .summary("deallocates the coroutine frame")
      .operand("id", AsyncTypes.CORO_ID)
      .operand("handle", AsyncTypes.CORO_HANDLE)
      .traits(Trait.SIDE_EFFECTS)
      .format("$id `,` $handle attr-dict"), CoroFreeOp::new);

  private CoroFreeOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CoroFreeOp match(Operation op) { return TYPE.match(op); }

  public static CoroFreeOp create(OpBuilder b, Location loc, Value id, Value handle) {
    return new CoroFreeOp(b.create(TYPE, loc, List.of(id, handle), List.of()));
  }

  public Value id() { return op.operand(0); }

  public Value handle() { return op.operand(1); }
}
