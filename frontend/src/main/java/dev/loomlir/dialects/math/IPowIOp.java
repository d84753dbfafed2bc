package dev.loomlir.dialects.math;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;

/** {@code math.ipowi}: an integer raised to a non-negative integer power, wrapping at the width. */
public final class IPowIOp extends MathBinaryOp {
  public static final OpType<IPowIOp> TYPE = OpType.of(MathOpDecls.mathOp("math.ipowi")
      .summary("integer power")
      .operand("lhs", Types.SIGNLESS_INTEGER_LIKE).operand("rhs", Types.SIGNLESS_INTEGER_LIKE)
      .result("result", Types.SIGNLESS_INTEGER_LIKE)
      .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
      .format("$lhs `,` $rhs attr-dict `:` type($result)"), IPowIOp::new);

  private IPowIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IPowIOp match(Operation op) { return TYPE.match(op); }
}
