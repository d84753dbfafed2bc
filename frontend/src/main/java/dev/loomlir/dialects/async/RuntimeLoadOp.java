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

/** {@code async.runtime.load}: the payload of an available {@code !async.value}. */
public final class RuntimeLoadOp extends OpView {
  public static final OpType<RuntimeLoadOp> TYPE = OpType.of(OpDef.op("async.runtime.load")
      .summary("loads the value from the runtime async.value")
      .operand("storage", AsyncTypes.VALUE)
      .result("result", Types.ANY)
      .typesMatchWith(RuntimeStoreOp.PAYLOAD_RULE, "storage", "result", ValueType::unwrap)
      .traits(Trait.SIDE_EFFECTS)
      .format("$storage attr-dict `:` custom<AsyncValueType>(type($storage))"), RuntimeLoadOp::new);

  private RuntimeLoadOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeLoadOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeLoadOp create(OpBuilder b, Location loc, Value storage) {
    return new RuntimeLoadOp(b.create(TYPE, loc, List.of(storage), List.of(ValueType.unwrap(storage.type()))));
  }

  public Value storage() { return op.operand(0); }

  public OpResult result() { return op.result(0); }
}
