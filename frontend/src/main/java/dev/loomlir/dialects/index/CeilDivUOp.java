package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.ceildivu}: unsigned division rounding up. */
public final class CeilDivUOp extends IndexBinaryOp {
  public static final OpType<CeilDivUOp> TYPE = OpType.of(IndexOpDecls.binary("index.ceildivu")
      .summary("index unsigned division rounding up")
      .folder(IndexFolders.CEILDIVU), CeilDivUOp::new);

  private CeilDivUOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CeilDivUOp match(Operation op) { return TYPE.match(op); }
}
