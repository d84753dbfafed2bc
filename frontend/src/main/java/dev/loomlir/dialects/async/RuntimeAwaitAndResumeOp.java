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

/** {@code async.runtime.await_and_resume}: resumes the coroutine on a runtime thread once a token, value or group is ready. */
public final class RuntimeAwaitAndResumeOp extends OpView {
  public static final OpType<RuntimeAwaitAndResumeOp> TYPE = OpType.of(OpDef.op("async.runtime.await_and_resume")
      .summary("awaits the async operand and resumes the coroutine")
      .operand("operand", AsyncTypes.ANY_ASYNC)
      .operand("handle", AsyncTypes.CORO_HANDLE)
      .traits(Trait.SIDE_EFFECTS)
      .format("$operand `,` $handle attr-dict `:` type($operand)"), RuntimeAwaitAndResumeOp::new);

  private RuntimeAwaitAndResumeOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeAwaitAndResumeOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeAwaitAndResumeOp create(OpBuilder b, Location loc, Value awaited, Value handle) {
    return new RuntimeAwaitAndResumeOp(b.create(TYPE, loc, List.of(awaited, handle), List.of()));
  }

  /** The token, value or group awaited. */
  public Value awaited() { return op.operand(0); }

  public Value handle() { return op.operand(1); }
}
