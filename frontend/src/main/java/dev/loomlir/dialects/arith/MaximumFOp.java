package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.maximumf}: the larger operand; NaN if either is NaN, and -0 below +0. */
public final class MaximumFOp extends ArithBinaryOp implements FastMathOp {
  public static final OpType<MaximumFOp> TYPE = OpType.of(ArithOpDecls.floatBinary("arith.maximumf", Trait.COMMUTATIVE)
      .summary("floating point maximum, NaN-propagating")
      .folder(ArithFolders.MAXIMUMF), MaximumFOp::new);

  private MaximumFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MaximumFOp match(Operation op) { return TYPE.match(op); }
}
