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

/** {@code async.runtime.set_error}: switches a token or value to the error state, waking its awaiters. */
public final class RuntimeSetErrorOp extends OpView {
  public static final OpType<RuntimeSetErrorOp> TYPE = OpType.of(OpDef.op("async.runtime.set_error")
      .summary("switches token or value to error state")
      .operand("operand", AsyncTypes.VALUE_OR_TOKEN)
      .traits(Trait.SIDE_EFFECTS)
      .format("$operand attr-dict `:` type($operand)"), RuntimeSetErrorOp::new);

  private RuntimeSetErrorOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeSetErrorOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeSetErrorOp create(OpBuilder b, Location loc, Value operand) {
    return new RuntimeSetErrorOp(b.create(TYPE, loc, List.of(operand), List.of()));
  }

  public Value operand() { return op.operand(0); }
}
