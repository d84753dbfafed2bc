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

/** {@code async.coro.save}: saves the coroutine's state before it suspends. */
public final class CoroSaveOp extends OpView {
  public static final OpType<CoroSaveOp> TYPE = OpType.of(OpDef.op("async.coro.save")
      .summary("saves the coroutine state")
      .operand("handle", AsyncTypes.CORO_HANDLE)
      .result("state", AsyncTypes.CORO_STATE)
      .traits(Trait.SIDE_EFFECTS)
      .format("$handle attr-dict"), CoroSaveOp::new);

  private CoroSaveOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CoroSaveOp match(Operation op) { return TYPE.match(op); }

  public static CoroSaveOp create(OpBuilder b, Location loc, Value handle) {
    return new CoroSaveOp(b.create(TYPE, loc, List.of(handle), List.of(CoroStateType.INSTANCE)));
  }

  public Value handle() { return op.operand(0); }

  public OpResult state() { return op.result(0); }
}
