package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.uitofp}: an unsigned integer converted to the nearest float. */
public final class UIToFPOp extends ArithCastOp {
  public static final OpType<UIToFPOp> TYPE = OpType.of(ArithOpDecls.plainCast("arith.uitofp",
          ArithTypes.FIXED_WIDTH_INT_LIKE, ArithTypes.FLOAT_LIKE, CastRules.INT_TO_FLOAT)
      .summary("unsigned integer to floating point")
      .folder(ArithFolders.UITOFP), UIToFPOp::new);

  private UIToFPOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static UIToFPOp match(Operation op) { return TYPE.match(op); }
}
