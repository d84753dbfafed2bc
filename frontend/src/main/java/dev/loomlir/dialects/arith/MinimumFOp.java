package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.minimumf}: the smaller operand; NaN if either is NaN, and -0 below +0. */
public final class MinimumFOp extends ArithBinaryOp implements FastMathOp {
  public static final OpType<MinimumFOp> TYPE = OpType.of(ArithOpDecls.floatBinary("arith.minimumf", Trait.COMMUTATIVE)
      .summary("floating point minimum, NaN-propagating")
      .folder(ArithFolders.MINIMUMF), MinimumFOp::new);

  private MinimumFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MinimumFOp match(Operation op) { return TYPE.match(op); }
}
