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

/** {@code async.runtime.await}: blocks the calling thread until a token, value or group is ready. */
public final class RuntimeAwaitOp extends OpView {
  public static final OpType<RuntimeAwaitOp> TYPE = OpType.of(OpDef.op("async.runtime.await")
      .summary("blocks the caller thread until the operand becomes available")
      .operand("operand", AsyncTypes.ANY_ASYNC)
      .traits(Trait.SIDE_EFFECTS)
      .format("$operand attr-dict `:` type($operand)"), RuntimeAwaitOp::new);

  private RuntimeAwaitOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeAwaitOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeAwaitOp create(OpBuilder b, Location loc, Value operand) {
    return new RuntimeAwaitOp(b.create(TYPE, loc, List.of(operand), List.of()));
  }

  public Value operand() { return op.operand(0); }
}
