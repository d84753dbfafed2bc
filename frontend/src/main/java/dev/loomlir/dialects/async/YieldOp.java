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

/** {@code async.yield}: ends an {@code async.execute} body, giving the payloads of its value results. */
public final class YieldOp extends OpView {
  public static final OpType<YieldOp> TYPE = OpType.of(OpDef.op("async.yield")
      .summary("terminator for Async execute operation")
      .variadicOperand("operands", Types.ANY)
      .traits(Trait.PURE, Trait.TERMINATOR, Trait.RETURN_LIKE)
      .parents("async.execute")
      .format("($operands^ `:` type($operands))? attr-dict"), YieldOp::new);

  private YieldOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static YieldOp match(Operation op) { return TYPE.match(op); }

  public static YieldOp create(OpBuilder b, Location loc, List<? extends Value> values) {
    return new YieldOp(b.create(TYPE, loc, values, List.of()));
  }

  public List<Value> values() { return op.operands(); }
}
