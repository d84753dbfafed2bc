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

/** {@code async.runtime.resume}: resumes the coroutine on a runtime thread. */
public final class RuntimeResumeOp extends OpView {
  public static final OpType<RuntimeResumeOp> TYPE = OpType.of(OpDef.op("async.runtime.resume")
      .summary("resumes the coroutine on a thread managed by the runtime")
      .operand("handle", AsyncTypes.CORO_HANDLE)
      .traits(Trait.SIDE_EFFECTS)
      .format("$handle attr-dict"), RuntimeResumeOp::new);

  private RuntimeResumeOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeResumeOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeResumeOp create(OpBuilder b, Location loc, Value handle) {
    return new RuntimeResumeOp(b.create(TYPE, loc, List.of(handle), List.of()));
  }

  public Value handle() { return op.operand(0); }
}
