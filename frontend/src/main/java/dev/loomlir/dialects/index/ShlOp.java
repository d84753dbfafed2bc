package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.shl}: left shift. */
public final class ShlOp extends IndexBinaryOp {
  public static final OpType<ShlOp> TYPE = OpType.of(IndexOpDecls.binary("index.shl")
      .summary("index left shift")
      .folder(IndexFolders.SHL), ShlOp::new);

  private ShlOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ShlOp match(Operation op) { return TYPE.match(op); }
}
