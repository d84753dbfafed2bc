package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code index.minu}: the smaller operand, compared unsigned. */
public final class MinUOp extends IndexBinaryOp {
  public static final OpType<MinUOp> TYPE = OpType.of(IndexOpDecls.binary("index.minu").traits(Trait.COMMUTATIVE)
      .summary("index unsigned minimum")
      .folder(IndexFolders.MINU), MinUOp::new);

  private MinUOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MinUOp match(Operation op) { return TYPE.match(op); }
}
