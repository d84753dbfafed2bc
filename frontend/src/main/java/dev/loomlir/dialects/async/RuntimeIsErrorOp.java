package dev.loomlir.dialects.async;

import dev.loomlir.ir.IntegerType;
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

/** {@code async.runtime.is_error}: whether a ready token, value or group is in the error state. */
public final class RuntimeIsErrorOp extends OpView {
  public static final OpType<RuntimeIsErrorOp> TYPE = OpType.of(OpDef.op("async.runtime.is_error")
      .summary("returns true if token, value or group is in error state")
      .operand("operand", AsyncTypes.ANY_ASYNC)
      .result("is_error", Types.I1)
      .traits(Trait.SIDE_EFFECTS)
      .format("$operand attr-dict `:` type($operand)"), RuntimeIsErrorOp::new);

  private RuntimeIsErrorOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeIsErrorOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeIsErrorOp create(OpBuilder b, Location loc, Value operand) {
    return new RuntimeIsErrorOp(b.create(TYPE, loc, List.of(operand), List.of(IntegerType.I1)));
  }

  public Value operand() { return op.operand(0); }

  public OpResult isError() { return op.result(0); }
}
