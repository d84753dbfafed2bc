package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.muli}: integer multiplication, wrapping at the width. */
public final class MulIOp extends ArithBinaryOp implements OverflowFlagsOp {
  public static final OpType<MulIOp> TYPE = OpType.of(ArithOpDecls.withOverflow("arith.muli", Trait.COMMUTATIVE)
      .summary("integer multiplication")
      .folder(ArithFolders.MULI), MulIOp::new);

  private MulIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MulIOp match(Operation op) { return TYPE.match(op); }
}
