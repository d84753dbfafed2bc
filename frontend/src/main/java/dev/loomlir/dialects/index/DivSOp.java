package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.divs}: signed division, rounding toward zero. */
public final class DivSOp extends IndexBinaryOp {
  public static final OpType<DivSOp> TYPE = OpType.of(IndexOpDecls.binary("index.divs")
      .summary("index signed division")
      .folder(IndexFolders.DIVS), DivSOp::new);

  private DivSOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DivSOp match(Operation op) { return TYPE.match(op); }
}
