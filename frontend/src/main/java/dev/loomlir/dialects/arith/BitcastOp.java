package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.bitcast}: the same bits read as another type of the same width. */
public final class BitcastOp extends ArithCastOp {
  public static final OpType<BitcastOp> TYPE = OpType.of(ArithOpDecls.plainCast("arith.bitcast",
          ArithTypes.BITCASTABLE, ArithTypes.BITCASTABLE, CastRules.SAME_WIDTH)
      .summary("bit cast between types of one width")
      .folder(ArithFolders.BITCAST), BitcastOp::new);

  private BitcastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static BitcastOp match(Operation op) { return TYPE.match(op); }
}
