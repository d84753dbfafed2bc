package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.divu}: unsigned division. */
public final class DivUOp extends IndexBinaryOp {
  public static final OpType<DivUOp> TYPE = OpType.of(IndexOpDecls.binary("index.divu")
      .summary("index unsigned division")
      .folder(IndexFolders.DIVU), DivUOp::new);

  private DivUOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DivUOp match(Operation op) { return TYPE.match(op); }
}
