package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code linalg.yield}: the values a structured op's body gives its outputs, one per output. */
public final class YieldOp extends OpView {
  public static final OpType<YieldOp> TYPE = OpType.of(OpDef.op("linalg.yield")
      .variadicOperand("values", Types.ANY)
      .traits(Trait.PURE, Trait.TERMINATOR, Trait.RETURN_LIKE)
      .format("attr-dict ($values^ `:` type($values))?")
      .verify(LinalgVerifiers::yield), YieldOp::new);

  private YieldOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static YieldOp match(Operation op) { return TYPE.match(op); }

  public List<Value> values() { return op.operands(); }
}
