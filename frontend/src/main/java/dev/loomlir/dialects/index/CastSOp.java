package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** {@code index.casts}: between index and an integer type, truncating or sign-extending. */
public final class CastSOp extends OpView {
  public static final OpType<CastSOp> TYPE = OpType.of(IndexOpDecls.cast("index.casts")
      .summary("index signed cast")
      .folder(IndexFolders.CASTS), CastSOp::new);

  private CastSOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CastSOp match(Operation op) { return TYPE.match(op); }

  public Value input() { return op.operand(0); }

  public OpResult output() { return op.result(); }
}
