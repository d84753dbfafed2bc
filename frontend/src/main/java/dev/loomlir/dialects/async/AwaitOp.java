package dev.loomlir.dialects.async;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code async.await}: waits for a token, or for a value and returns its payload. */
public final class AwaitOp extends OpView {
  public static final OpType<AwaitOp> TYPE = OpType.of(OpDef.op("async.await")
      .summary("waits for the argument to become ready")
      .operand("operand", AsyncTypes.VALUE_OR_TOKEN)
      .optionalResult("result", Types.ANY)
      .traits(Trait.SIDE_EFFECTS)
      .format("$operand `:` custom<AwaitResultType>(type($operand), type($result)) attr-dict")
      .verify(AwaitOp::verify), AwaitOp::new);

  private AwaitOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AwaitOp match(Operation op) { return TYPE.match(op); }

  /** Awaits {@code operand}: a token gives no result, a value its payload. */
  public static AwaitOp create(OpBuilder b, Location loc, Value operand) {
    List<Type> result = operand.type() instanceof ValueType v ? List.of(v.valueType()) : List.of();
    return new AwaitOp(b.create(TYPE, loc, List.of(operand), result));
  }

  /** The awaited token or value. */
  public Value awaited() { return op.operand(0); }

  /** The payload of an awaited value, or null for a token. */
  public OpResult result() { return op.numResults() == 0 ? null : op.result(0); }

  /** Awaiting a token yields nothing; awaiting a value yields exactly its payload. */
  private static void verify(Operation op) {
    Type argType = op.operand(0).type();
    if (argType instanceof TokenType && op.numResults() != 0) {
      throw DiagnosticException.opError(op, "awaiting on a token must have empty result");
    }
    if (argType instanceof ValueType value && op.numResults() == 1
        && !op.result().type().equals(value.valueType())) {
      throw DiagnosticException.opError(op, "result type '" + op.result().type()
          + "' does not match async value type '" + value.valueType() + "'");
    }
  }
}
