package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code arith.index_castui}: between index and an integer type, zero-extending or truncating. */
public final class IndexCastUIOp extends ArithCastOp {
  public static final OpType<IndexCastUIOp> TYPE = OpType.of(ArithOpDecls.plainCast("arith.index_castui",
          ArithTypes.INDEX_CASTABLE, ArithTypes.INDEX_CASTABLE, CastRules.INDEX_INT)
      .summary("unsigned cast between index and integer")
      .folder(ArithFolders.INDEX_CASTUI), IndexCastUIOp::new);

  private IndexCastUIOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IndexCastUIOp match(Operation op) { return TYPE.match(op); }
}
