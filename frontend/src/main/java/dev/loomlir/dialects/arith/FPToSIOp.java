package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.fptosi}: a float truncated toward zero to a signed integer. */
public final class FPToSIOp extends ArithCastOp {
  public static final OpType<FPToSIOp> TYPE = OpType.of(ArithOpDecls.plainCast("arith.fptosi",
          ArithTypes.FLOAT_LIKE, ArithTypes.FIXED_WIDTH_INT_LIKE, CastRules.FLOAT_TO_INT)
      .summary("floating point to signed integer")
      .folder(ArithFolders.FPTOSI), FPToSIOp::new);

  private FPToSIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FPToSIOp match(Operation op) { return TYPE.match(op); }
}
