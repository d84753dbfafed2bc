package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.fptoui}: a float truncated toward zero to an unsigned integer. */
public final class FPToUIOp extends ArithCastOp {
  public static final OpType<FPToUIOp> TYPE = OpType.of(ArithOpDecls.plainCast("arith.fptoui",
          ArithTypes.FLOAT_LIKE, ArithTypes.FIXED_WIDTH_INT_LIKE, CastRules.FLOAT_TO_INT)
      .summary("floating point to unsigned integer")
      .folder(ArithFolders.FPTOUI), FPToUIOp::new);

  private FPToUIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FPToUIOp match(Operation op) { return TYPE.match(op); }
}
