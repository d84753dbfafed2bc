package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.ceildivs}: signed division rounding toward positive infinity. */
public final class CeilDivSOp extends IndexBinaryOp {
  public static final OpType<CeilDivSOp> TYPE = OpType.of(IndexOpDecls.binary("index.ceildivs")
      .summary("index signed division rounding up")
      .folder(IndexFolders.CEILDIVS), CeilDivSOp::new);

  private CeilDivSOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CeilDivSOp match(Operation op) { return TYPE.match(op); }
}
