package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.remsi}: signed remainder, with the sign of the dividend. */
public final class RemSIOp extends ArithBinaryOp {
  public static final OpType<RemSIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.remsi", Trait.PURE)
      .summary("signed integer remainder")
      .folder(ArithFolders.REMSI), RemSIOp::new);

  private RemSIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RemSIOp match(Operation op) { return TYPE.match(op); }
}
