package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code index.maxs}: the larger operand, compared signed. */
public final class MaxSOp extends IndexBinaryOp {
  public static final OpType<MaxSOp> TYPE = OpType.of(IndexOpDecls.binary("index.maxs").traits(Trait.COMMUTATIVE)
      .summary("index signed maximum")
      .folder(IndexFolders.MAXS), MaxSOp::new);

  private MaxSOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MaxSOp match(Operation op) { return TYPE.match(op); }
}
