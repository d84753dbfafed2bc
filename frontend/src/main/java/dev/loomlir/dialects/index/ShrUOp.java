package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.shru}: logical right shift. */
public final class ShrUOp extends IndexBinaryOp {
  public static final OpType<ShrUOp> TYPE = OpType.of(IndexOpDecls.binary("index.shru")
      .summary("index unsigned right shift")
      .folder(IndexFolders.SHRU), ShrUOp::new);

  private ShrUOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ShrUOp match(Operation op) { return TYPE.match(op); }
}
