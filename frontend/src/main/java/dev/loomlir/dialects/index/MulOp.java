package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code index.mul}: multiplication. */
public final class MulOp extends IndexBinaryOp {
  public static final OpType<MulOp> TYPE = OpType.of(IndexOpDecls.binary("index.mul").traits(Trait.COMMUTATIVE)
      .summary("index multiplication")
      .folder(IndexFolders.MUL), MulOp::new);

  private MulOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MulOp match(Operation op) { return TYPE.match(op); }
}
