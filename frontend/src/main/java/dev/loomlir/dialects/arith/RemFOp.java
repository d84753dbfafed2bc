package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.remf}: floating-point remainder, with the sign of the dividend (C's {@code fmod}). */
public final class RemFOp extends ArithBinaryOp implements FastMathOp {
  public static final OpType<RemFOp> TYPE = OpType.of(ArithOpDecls.floatBinary("arith.remf")
      .summary("floating point remainder")
      .folder(ArithFolders.REMF), RemFOp::new);

  private RemFOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RemFOp match(Operation op) { return TYPE.match(op); }
}
