package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code index.mins}: the smaller operand, compared signed. */
public final class MinSOp extends IndexBinaryOp {
  public static final OpType<MinSOp> TYPE = OpType.of(IndexOpDecls.binary("index.mins").traits(Trait.COMMUTATIVE)
      .summary("index signed minimum")
      .folder(IndexFolders.MINS), MinSOp::new);

  private MinSOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MinSOp match(Operation op) { return TYPE.match(op); }
}
