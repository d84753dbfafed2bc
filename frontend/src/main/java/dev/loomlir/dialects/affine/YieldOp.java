package dev.loomlir.dialects.affine;

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

/** {@code affine.yield}: ends the body of {@code affine.for}, {@code affine.if} and {@code affine.parallel}, with their results. */
public final class YieldOp extends OpView {
  public static final OpType<YieldOp> TYPE = OpType.of(OpDef.op("affine.yield")
      .summary("Yield values to parent operation")
      .variadicOperand("operands", Types.ANY)
      .traits(Trait.PURE, Trait.RETURN_LIKE, Trait.TERMINATOR)
      .format("attr-dict ($operands^ `:` type($operands))?")
      .verify(AffineVerifiers::verifyYield), YieldOp::new);

  private YieldOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static YieldOp match(Operation op) { return TYPE.match(op); }

  public static YieldOp create(OpBuilder b, Location loc, List<? extends Value> values) {
    return new YieldOp(b.create(TYPE, loc, values, List.of()));
  }

  public List<Value> results() { return op.operands(); }
}
