package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.floordivs}: signed division rounding toward negative infinity. */
public final class FloorDivSOp extends IndexBinaryOp {
  public static final OpType<FloorDivSOp> TYPE = OpType.of(IndexOpDecls.binary("index.floordivs")
      .summary("index signed division rounding down")
      .folder(IndexFolders.FLOORDIVS), FloorDivSOp::new);

  private FloorDivSOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FloorDivSOp match(Operation op) { return TYPE.match(op); }
}
