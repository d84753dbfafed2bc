package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.addf}: floating-point addition. */
public final class AddFOp extends ArithBinaryOp implements FastMathOp {
  public static final OpType<AddFOp> TYPE = OpType.of(ArithOpDecls.floatBinary("arith.addf", Trait.COMMUTATIVE)
      .summary("floating point addition")
      .folder(ArithFolders.ADDF), AddFOp::new);

  private AddFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AddFOp match(Operation op) { return TYPE.match(op); }
}
