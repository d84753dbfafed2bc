package dev.loomlir.dialects.scf;

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

/** {@code scf.yield}: ends a region of a structured op, passing values to its parent. */
public final class YieldOp extends OpView {
  public static final OpType<YieldOp> TYPE = OpType.of(OpDef.op("scf.yield")
      .summary("loop yield and termination operation")
      .variadicOperand("results", Types.ANY)
      .traits(Trait.PURE, Trait.RETURN_LIKE, Trait.TERMINATOR)
      .parents("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")
      .format("attr-dict ($results^ `:` type($results))?"), YieldOp::new);

  private YieldOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static YieldOp match(Operation op) { return TYPE.match(op); }

  public static YieldOp create(OpBuilder b, Location loc, List<? extends Value> values) {
    return new YieldOp(b.create(TYPE, loc, values, List.of()));
  }

  public List<Value> results() { return op.operands(); }
}
