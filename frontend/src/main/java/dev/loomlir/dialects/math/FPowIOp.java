package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.ArithAttrs;
import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;

/** {@code math.fpowi %x, %n : f32, i32}: a float raised to an integer power. */
public final class FPowIOp extends MathBinaryOp implements FastMathOp {
  public static final OpType<FPowIOp> TYPE = OpType.of(MathOpDecls.mathOp("math.fpowi")
      .summary("float raised to an integer power")
      .operand("lhs", Types.FLOAT_LIKE)
      .operand("rhs", Types.SIGNLESS_INTEGER_LIKE)
      .result("result", Types.FLOAT_LIKE)
      .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
      .traits(Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
      .format("$lhs `,` $rhs " + MathOpDecls.FASTMATH + " attr-dict `:` type($lhs) `,` type($rhs)")
      .allTypesMatch("lhs", "result"), FPowIOp::new);

  private FPowIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FPowIOp match(Operation op) { return TYPE.match(op); }
}
