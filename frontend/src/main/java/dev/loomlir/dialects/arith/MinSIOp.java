package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.minsi}: the smaller operand, compared signed. */
public final class MinSIOp extends ArithBinaryOp {
  public static final OpType<MinSIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.minsi",
          Trait.PURE, Trait.COMMUTATIVE)
      .summary("signed integer minimum")
      .folder(ArithFolders.MINSI), MinSIOp::new);

  private MinSIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MinSIOp match(Operation op) { return TYPE.match(op); }
}
