package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** {@code arith.index_cast}: between index and an integer type, sign-extending or truncating. */
public final class IndexCastOp extends ArithCastOp {
  public static final OpType<IndexCastOp> TYPE = OpType.of(ArithOpDecls.plainCast("arith.index_cast",
          ArithTypes.INDEX_CASTABLE, ArithTypes.INDEX_CASTABLE, CastRules.INDEX_INT)
      .summary("signed cast between index and integer")
      .folder(ArithFolders.INDEX_CAST), IndexCastOp::new);

  private IndexCastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IndexCastOp match(Operation op) { return TYPE.match(op); }

  public static IndexCastOp create(OpBuilder b, Location loc, Value in, Type to) { return build(TYPE, b, loc, in, to); }
}
