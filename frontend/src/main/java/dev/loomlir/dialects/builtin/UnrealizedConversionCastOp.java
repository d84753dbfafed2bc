package dev.loomlir.dialects.builtin;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code builtin.unrealized_conversion_cast}: a cast between type systems that a conversion has not resolved yet. */
public final class UnrealizedConversionCastOp extends OpView {
  public static final OpType<UnrealizedConversionCastOp> TYPE = OpType.of(OpDef.op("builtin.unrealized_conversion_cast")
      .summary("An unrealized conversion from one set of types to another")
      .variadicOperand("inputs", Types.ANY)
      .variadicResult("outputs", Types.ANY)
      .traits(Trait.PURE)
      .format("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict")
      .verify(op -> {
        if (op.numResults() == 0) throw DiagnosticException.opError(op, "expected at least one result for cast operation");
      }), UnrealizedConversionCastOp::new);

  private UnrealizedConversionCastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static UnrealizedConversionCastOp match(Operation op) { return TYPE.match(op); }

  public List<Value> inputs() { return op.operands(); }
}
