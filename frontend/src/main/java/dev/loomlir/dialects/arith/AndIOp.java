package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.andi}: bitwise and. */
public final class AndIOp extends ArithBinaryOp {
  public static final OpType<AndIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.andi",
          Trait.PURE, Trait.COMMUTATIVE)
      .summary("bitwise and")
      .folder(ArithFolders.ANDI), AndIOp::new);

  private AndIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AndIOp match(Operation op) { return TYPE.match(op); }
}
