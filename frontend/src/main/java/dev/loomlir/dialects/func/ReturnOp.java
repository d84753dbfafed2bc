package dev.loomlir.dialects.func;

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

/** {@code func.return}: returns from the enclosing {@code func.func}. */
public final class ReturnOp extends OpView {
  public static final OpType<ReturnOp> TYPE = OpType.of(OpDef.op("func.return")
      .summary("Function return operation")
      .variadicOperand("operands", Types.ANY)
      .traits(Trait.PURE, Trait.RETURN_LIKE, Trait.TERMINATOR)
      .parents("func.func")
      .format("attr-dict ($operands^ `:` type($operands))?")
      .verify(FuncVerifiers::verifyReturn), ReturnOp::new);

  private ReturnOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ReturnOp match(Operation op) { return TYPE.match(op); }

  public static ReturnOp create(OpBuilder b, Location loc, List<? extends Value> values) {
    return new ReturnOp(b.create(TYPE, loc, values, List.of()));
  }

  public List<Value> values() { return op.operands(); }
}
