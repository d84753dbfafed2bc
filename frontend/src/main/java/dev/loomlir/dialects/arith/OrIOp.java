package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.ori}: bitwise or. */
public final class OrIOp extends ArithBinaryOp {
  public static final OpType<OrIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.ori", Trait.PURE, Trait.COMMUTATIVE)
      .summary("bitwise or")
      .folder(ArithFolders.ORI), OrIOp::new);

  private OrIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static OrIOp match(Operation op) { return TYPE.match(op); }
}
