package dev.loomlir.dialects.async;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code async.runtime.store}: stores a payload into an {@code !async.value} (before it becomes available). */
public final class RuntimeStoreOp extends OpView {
  /** ODS {@code TypesMatchWith} between the payload and the value's element type, shared with {@link RuntimeLoadOp}. */
  static final String PAYLOAD_RULE = "type of 'value' matches element type of 'storage'";

  public static final OpType<RuntimeStoreOp> TYPE = OpType.of(OpDef.op("async.runtime.store")
      .summary("stores the value into the runtime async.value")
      .operand("value", Types.ANY)
      .operand("storage", AsyncTypes.VALUE)
      .typesMatchWith(PAYLOAD_RULE, "storage", "value", ValueType::unwrap)
      .traits(Trait.SIDE_EFFECTS)
      .format("$value `,` $storage attr-dict `:` custom<AsyncValueType>(type($storage))"), RuntimeStoreOp::new);

  private RuntimeStoreOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeStoreOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeStoreOp create(OpBuilder b, Location loc, Value payload, Value storage) {
    return new RuntimeStoreOp(b.create(TYPE, loc, List.of(payload, storage), List.of()));
  }

  public Value payload() { return op.operand(0); }

  public Value storage() { return op.operand(1); }
}
