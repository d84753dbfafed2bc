package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.extui}: an integer zero-extended to a wider type. */
public final class ExtUIOp extends ArithCastOp {
  public static final OpType<ExtUIOp> TYPE = OpType.of(ArithOpDecls.plainCast("arith.extui",
          ArithTypes.FIXED_WIDTH_INT_LIKE, ArithTypes.FIXED_WIDTH_INT_LIKE, CastRules.INT_WIDENING)
      .summary("integer zero extension")
      .folder(ArithFolders.EXTUI), ExtUIOp::new);

  private ExtUIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExtUIOp match(Operation op) { return TYPE.match(op); }
}
