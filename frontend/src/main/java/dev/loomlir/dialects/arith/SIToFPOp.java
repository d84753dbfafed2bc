package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.sitofp}: a signed integer converted to the nearest float. */
public final class SIToFPOp extends ArithCastOp {
  public static final OpType<SIToFPOp> TYPE = OpType.of(ArithOpDecls.plainCast("arith.sitofp",
          ArithTypes.FIXED_WIDTH_INT_LIKE, ArithTypes.FLOAT_LIKE, CastRules.INT_TO_FLOAT)
      .summary("signed integer to floating point")
      .folder(ArithFolders.SITOFP), SIToFPOp::new);

  private SIToFPOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SIToFPOp match(Operation op) { return TYPE.match(op); }
}
