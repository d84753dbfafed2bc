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

/** {@code async.await_all}: waits for every token and value of a group. */
public final class AwaitAllOp extends OpView {
  public static final OpType<AwaitAllOp> TYPE = OpType.of(OpDef.op("async.await_all")
      .summary("waits for the all async tokens or values in the group to become ready")
      .operand("operand", AsyncTypes.GROUP)
      .traits(Trait.SIDE_EFFECTS)
      .format("$operand attr-dict"), AwaitAllOp::new);

  private AwaitAllOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AwaitAllOp match(Operation op) { return TYPE.match(op); }

  public static AwaitAllOp create(OpBuilder b, Location loc, Value group) {
    return new AwaitAllOp(b.create(TYPE, loc, List.of(group), List.of()));
  }

  public Value group() { return op.operand(0); }
}
