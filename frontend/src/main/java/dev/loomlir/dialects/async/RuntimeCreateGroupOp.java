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

/** {@code async.runtime.create_group}: a new group of {@code size} members, owning one reference. */
public final class RuntimeCreateGroupOp extends OpView {
  public static final OpType<RuntimeCreateGroupOp> TYPE = OpType.of(OpDef.op("async.runtime.create_group")
      .summary("creates an async runtime group")
      .operand("size", Types.INDEX)
      .result("result", AsyncTypes.GROUP)
      .traits(Trait.SIDE_EFFECTS)
      .format("$size `:` type($result) attr-dict "), RuntimeCreateGroupOp::new);

  private RuntimeCreateGroupOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeCreateGroupOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeCreateGroupOp create(OpBuilder b, Location loc, Value size) {
    return new RuntimeCreateGroupOp(b.create(TYPE, loc, List.of(size), List.of(GroupType.INSTANCE)));
  }

  public Value size() { return op.operand(0); }

  public OpResult group() { return op.result(0); }
}
