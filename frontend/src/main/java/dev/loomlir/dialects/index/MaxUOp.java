package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code index.maxu}: the larger operand, compared unsigned. */
public final class MaxUOp extends IndexBinaryOp {
  public static final OpType<MaxUOp> TYPE = OpType.of(IndexOpDecls.binary("index.maxu").traits(Trait.COMMUTATIVE)
      .summary("index unsigned maximum")
      .folder(IndexFolders.MAXU), MaxUOp::new);

  private MaxUOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MaxUOp match(Operation op) { return TYPE.match(op); }
}
