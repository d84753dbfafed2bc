package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * The arith ops of two operands and one result of their type ({@code addi}, {@code mulf},
 * {@code maxsi}, ...): ODS's {@code Arith_BinaryOp} family.
 */
public abstract class ArithBinaryOp extends OpView {
  ArithBinaryOp(Operation op) { super(op); }

  /**
   * Inserts {@code type(lhs, rhs)} with the result typed as {@code lhs}, as every op of the family
   * is; its default attributes are filled in ({@code overflow<none>}, {@code fastmath<none>}).
   */
  public static <T extends ArithBinaryOp> T build(OpType<T> type, OpBuilder b, Location loc, Value lhs, Value rhs) {
    return type.cast(b.create(type, loc, List.of(lhs, rhs), List.of(lhs.type())));
  }

  /** The same for a float op, carrying {@code fastmath} (null: the default, none). */
  public static <T extends ArithBinaryOp & FastMathOp> T build(OpType<T> type, OpBuilder b, Location loc,
                                                               Value lhs, Value rhs, FastMathAttr fastmath) {
    OperationState s = b.state(type, loc);
    s.operands.add(lhs);
    s.operands.add(rhs);
    s.resultTypes.add(lhs.type());
    if (fastmath != null) s.addAttribute("fastmath", fastmath);
    return type.cast(b.insert(s));
  }

  public final Value lhs() { return op.operand(0); }

  public final Value rhs() { return op.operand(1); }

  public final OpResult result() { return op.result(); }
}
