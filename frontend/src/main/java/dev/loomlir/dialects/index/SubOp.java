package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;

/** {@code index.sub}: subtraction. */
public final class SubOp extends IndexBinaryOp {
  public static final OpType<SubOp> TYPE = OpType.of(IndexOpDecls.binary("index.sub")
      .summary("index subtraction")
      .folder(IndexFolders.SUB), SubOp::new);

  private SubOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SubOp match(Operation op) { return TYPE.match(op); }
}
