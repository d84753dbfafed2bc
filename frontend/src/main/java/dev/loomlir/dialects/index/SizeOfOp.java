package dev.loomlir.dialects.index;

import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;

/** {@code index.sizeof}: the width of {@code index} on the target, in bits. */
public final class SizeOfOp extends OpView {
  public static final OpType<SizeOfOp> TYPE = OpType.of(IndexOpDecls.indexOp("index.sizeof")
      .summary("size in bits of the index type")
      .result("result", Types.INDEX)
      .format("attr-dict"), SizeOfOp::new);

  private SizeOfOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SizeOfOp match(Operation op) { return TYPE.match(op); }

  public OpResult result() { return op.result(); }
}
