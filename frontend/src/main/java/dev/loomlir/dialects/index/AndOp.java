package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code index.and}: bitwise and. */
public final class AndOp extends IndexBinaryOp {
  public static final OpType<AndOp> TYPE = OpType.of(IndexOpDecls.binary("index.and").traits(Trait.COMMUTATIVE)
      .summary("index bitwise and")
      .folder(IndexFolders.AND), AndOp::new);

  private AndOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AndOp match(Operation op) { return TYPE.match(op); }
}
