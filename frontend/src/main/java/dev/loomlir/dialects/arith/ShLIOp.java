package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.shli}: left shift; shifting by the width or more is poison. */
public final class ShLIOp extends ArithBinaryOp implements OverflowFlagsOp {
  public static final OpType<ShLIOp> TYPE = OpType.of(ArithOpDecls.withOverflow("arith.shli")
      .summary("integer left shift")
      .folder(ArithFolders.SHLI), ShLIOp::new);

  private ShLIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ShLIOp match(Operation op) { return TYPE.match(op); }
}
