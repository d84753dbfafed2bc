package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.mulf}: floating-point multiplication. */
public final class MulFOp extends ArithBinaryOp implements FastMathOp {
  public static final OpType<MulFOp> TYPE = OpType.of(ArithOpDecls.floatBinary("arith.mulf", Trait.COMMUTATIVE)
      .summary("floating point multiplication")
      .folder(ArithFolders.MULF), MulFOp::new);

  private MulFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MulFOp match(Operation op) { return TYPE.match(op); }
}
