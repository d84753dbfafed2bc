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

/** {@code scf.reduce.return}: ends a reduction region of {@code scf.reduce} with the combined value. */
public final class ReduceReturnOp extends OpView {
  public static final OpType<ReduceReturnOp> TYPE = OpType.of(OpDef.op("scf.reduce.return")
      .summary("terminator for reduce operation")
      .operand("result", Types.ANY)
      .traits(Trait.PURE, Trait.TERMINATOR)
      .parents("scf.reduce")
      .format("$result attr-dict `:` type($result)")
      .verify(ScfVerifiers::verifyReduceReturn), ReduceReturnOp::new);

  private ReduceReturnOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ReduceReturnOp match(Operation op) { return TYPE.match(op); }

  public static ReduceReturnOp create(OpBuilder b, Location loc, Value result) {
    return new ReduceReturnOp(b.create(TYPE, loc, List.of(result), List.of()));
  }

  public Value result() { return op.operand(0); }
}
