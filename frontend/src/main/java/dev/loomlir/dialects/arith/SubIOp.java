package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.subi}: integer subtraction, wrapping at the width. */
public final class SubIOp extends ArithBinaryOp implements OverflowFlagsOp {
  public static final OpType<SubIOp> TYPE = OpType.of(ArithOpDecls.withOverflow("arith.subi")
      .summary("integer subtraction")
      .folder(ArithFolders.SUBI), SubIOp::new);

  private SubIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SubIOp match(Operation op) { return TYPE.match(op); }
}
