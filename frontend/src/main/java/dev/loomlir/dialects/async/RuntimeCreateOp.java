package dev.loomlir.dialects.async;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code async.runtime.create}: a new token or value, not yet available, owning one reference. */
public final class RuntimeCreateOp extends OpView {
  public static final OpType<RuntimeCreateOp> TYPE = OpType.of(OpDef.op("async.runtime.create")
      .summary("creates an async runtime token or value")
      .result("result", AsyncTypes.VALUE_OR_TOKEN)
      .traits(Trait.SIDE_EFFECTS)
      .format("attr-dict `:` type($result)"), RuntimeCreateOp::new);

  private RuntimeCreateOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeCreateOp match(Operation op) { return TYPE.match(op); }

  /** Creates a {@code !async.token} or an {@code !async.value<T>} ({@code type}). */
  public static RuntimeCreateOp create(OpBuilder b, Location loc, Type type) {
    return new RuntimeCreateOp(b.create(TYPE, loc, List.of(), List.of(type)));
  }

  public OpResult result() { return op.result(0); }
}
