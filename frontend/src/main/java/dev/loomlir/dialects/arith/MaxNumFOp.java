package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.maxnumf}: the larger operand; a NaN operand loses to a number. */
public final class MaxNumFOp extends ArithBinaryOp implements FastMathOp {
  public static final OpType<MaxNumFOp> TYPE = OpType.of(ArithOpDecls.floatBinary("arith.maxnumf", Trait.COMMUTATIVE)
      .summary("floating point maximum, NaN-ignoring")
      .folder(ArithFolders.MAXNUMF), MaxNumFOp::new);

  private MaxNumFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MaxNumFOp match(Operation op) { return TYPE.match(op); }
}
