package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;

/** {@code index.castu}: between index and an integer type, truncating or zero-extending. */
public final class CastUOp extends OpView {
  public static final OpType<CastUOp> TYPE = OpType.of(IndexOpDecls.cast("index.castu")
      .summary("index unsigned cast")
      .folder(IndexFolders.CASTU), CastUOp::new);

  private CastUOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CastUOp match(Operation op) { return TYPE.match(op); }

  public Value input() { return op.operand(0); }

  public OpResult output() { return op.result(); }
}
