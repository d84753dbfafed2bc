package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code arith.remui}: unsigned remainder. */
public final class RemUIOp extends ArithBinaryOp {
  public static final OpType<RemUIOp> TYPE = OpType.of(ArithOpDecls.intBinary("arith.remui", Trait.PURE)
      .summary("unsigned integer remainder")
      .folder(ArithFolders.REMUI), RemUIOp::new);

  private RemUIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RemUIOp match(Operation op) { return TYPE.match(op); }
}
