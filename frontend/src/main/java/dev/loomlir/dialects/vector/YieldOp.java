package dev.loomlir.dialects.vector;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code vector.yield}: ends a {@code vector.mask} region, yielding the masked op's results. */
public final class YieldOp extends OpView {
  public static final OpType<YieldOp> TYPE = OpType.of(OpDef.op("vector.yield")
      .summary("Terminates and yields values from vector regions.")
      .variadicOperand("operands", Types.ANY)
      .traits(Trait.PURE, Trait.RETURN_LIKE, Trait.TERMINATOR)
      .format("attr-dict ($operands^ `:` type($operands))?"), YieldOp::new);

  private YieldOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static YieldOp match(Operation op) { return TYPE.match(op); }

  public List<Value> results() { return op.operands(); }
}
