package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code index.or}: bitwise or. */
public final class OrOp extends IndexBinaryOp {
  public static final OpType<OrOp> TYPE = OpType.of(IndexOpDecls.binary("index.or").traits(Trait.COMMUTATIVE)
      .summary("index bitwise or")
      .folder(IndexFolders.OR), OrOp::new);

  private OrOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static OrOp match(Operation op) { return TYPE.match(op); }
}
