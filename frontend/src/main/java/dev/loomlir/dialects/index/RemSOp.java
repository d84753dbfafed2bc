package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.rems}: signed remainder. */
public final class RemSOp extends IndexBinaryOp {
  public static final OpType<RemSOp> TYPE = OpType.of(IndexOpDecls.binary("index.rems")
      .summary("index signed remainder")
      .folder(IndexFolders.REMS), RemSOp::new);

  private RemSOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RemSOp match(Operation op) { return TYPE.match(op); }
}
