package dev.loomlir.dialects.async;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code async.coro.id}: the identifier of a switched-resume coroutine (LLVM's {@code llvm.coro.id}). */
public final class CoroIdOp extends OpView {
  public static final OpType<CoroIdOp> TYPE = OpType.of(OpDef.op("async.coro.id")
      .summary("returns a switched-resume coroutine identifier")
      .result("id", AsyncTypes.CORO_ID)
      .traits(Trait.SIDE_EFFECTS)
      .format("attr-dict"), CoroIdOp::new);

  private CoroIdOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CoroIdOp match(Operation op) { return TYPE.match(op); }

  public static CoroIdOp create(OpBuilder b, Location loc) {
    return new CoroIdOp(b.create(TYPE, loc, List.of(), List.of(CoroIdType.INSTANCE)));
  }

  public OpResult id() { return op.result(0); }
}
