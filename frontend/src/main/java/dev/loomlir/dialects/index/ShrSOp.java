package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.shrs}: arithmetic right shift. */
public final class ShrSOp extends IndexBinaryOp {
  public static final OpType<ShrSOp> TYPE = OpType.of(IndexOpDecls.binary("index.shrs")
      .summary("index signed right shift")
      .folder(IndexFolders.SHRS), ShrSOp::new);

  private ShrSOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ShrSOp match(Operation op) { return TYPE.match(op); }
}
