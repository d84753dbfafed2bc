package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.extsi}: an integer sign-extended to a wider type. */
public final class ExtSIOp extends ArithCastOp {
  public static final OpType<ExtSIOp> TYPE = OpType.of(ArithOpDecls.plainCast("arith.extsi",
          ArithTypes.FIXED_WIDTH_INT_LIKE, ArithTypes.FIXED_WIDTH_INT_LIKE, CastRules.INT_WIDENING)
      .summary("integer sign extension")
      .folder(ArithFolders.EXTSI), ExtSIOp::new);

  private ExtSIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExtSIOp match(Operation op) { return TYPE.match(op); }
}
