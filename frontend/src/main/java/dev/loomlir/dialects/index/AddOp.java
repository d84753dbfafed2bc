package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code index.add}: addition. */
public final class AddOp extends IndexBinaryOp {
  public static final OpType<AddOp> TYPE = OpType.of(IndexOpDecls.binary("index.add").traits(Trait.COMMUTATIVE)
      .summary("index addition")
      .folder(IndexFolders.ADD), AddOp::new);

  private AddOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AddOp match(Operation op) { return TYPE.match(op); }
}
