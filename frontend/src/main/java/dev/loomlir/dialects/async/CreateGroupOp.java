package dev.loomlir.dialects.async;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code async.create_group}: an empty group that will hold {@code size} tokens or values. */
public final class CreateGroupOp extends OpView {
  public static final OpType<CreateGroupOp> TYPE = OpType.of(OpDef.op("async.create_group")
      .summary("creates an empty async group")
      .operand("size", Types.INDEX)
      .result("result", AsyncTypes.GROUP)
      .traits(Trait.PURE)
      .format("$size `:` type($result) attr-dict"), CreateGroupOp::new);

  private CreateGroupOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CreateGroupOp match(Operation op) { return TYPE.match(op); }

  public static CreateGroupOp create(OpBuilder b, Location loc, Value size) {
    return new CreateGroupOp(b.create(TYPE, loc, List.of(size), List.of(GroupType.INSTANCE)));
  }

  public Value size() { return op.operand(0); }

  public OpResult group() { return op.result(0); }
}
