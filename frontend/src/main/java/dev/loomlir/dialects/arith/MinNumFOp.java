package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.minnumf}: the smaller operand; a NaN operand loses to a number. */
public final class MinNumFOp extends ArithBinaryOp implements FastMathOp {
  public static final OpType<MinNumFOp> TYPE = OpType.of(ArithOpDecls.floatBinary("arith.minnumf", Trait.COMMUTATIVE)
      .summary("floating point minimum, NaN-ignoring")
      .folder(ArithFolders.MINNUMF), MinNumFOp::new);

  private MinNumFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MinNumFOp match(Operation op) { return TYPE.match(op); }
}
