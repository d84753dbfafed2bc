package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.remu}: unsigned remainder. */
public final class RemUOp extends IndexBinaryOp {
  public static final OpType<RemUOp> TYPE = OpType.of(IndexOpDecls.binary("index.remu")
      .summary("index unsigned remainder")
      .folder(IndexFolders.REMU), RemUOp::new);

  private RemUOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RemUOp match(Operation op) { return TYPE.match(op); }
}
