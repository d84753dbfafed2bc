package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * {@code arith.select}: the true value where the condition holds, else the false value; a scalar
 * condition picks a whole value, a shaped one picks per element.
 */
public final class SelectOp extends OpView {
  public static final OpType<SelectOp> TYPE = OpType.of(ArithOpDecls.arithOp("arith.select")
      .summary("select operation")
      .folder(ArithFolders.SELECT)
      .operand("condition", ArithTypes.BOOL_LIKE)
      .operand("true_value", Types.ANY)
      .operand("false_value", Types.ANY)
      .result("result", Types.ANY)
      .traits(Trait.PURE)
      .verify(SelectSyntax.CONDITION_SHAPE)
      .verify(SelectSyntax.CONDITION_TYPE)
      .syntax(new SelectSyntax())
      .allTypesMatch("true_value", "false_value", "result"), SelectOp::new);

  private SelectOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SelectOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code arith.select condition, whenTrue, whenFalse}, typed as {@code whenTrue}. */
  public static SelectOp create(OpBuilder b, Location loc, Value condition, Value whenTrue, Value whenFalse) {
    return new SelectOp(b.create(TYPE, loc, List.of(condition, whenTrue, whenFalse), List.of(whenTrue.type())));
  }

  public Value condition() { return op.operand(0); }

  public Value trueValue() { return op.operand(1); }

  public Value falseValue() { return op.operand(2); }

  public OpResult result() { return op.result(); }
}
