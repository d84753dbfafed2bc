package dev.loomlir.dialects.memref;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpFolder;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;

/** {@code memref.rank %m}: the rank of a (possibly unranked) memref. */
public final class RankOp extends OpView {
  public static final OpType<RankOp> TYPE = OpType.of(OpDef.op("memref.rank")
      .summary("rank operation")
      .operand("memref", MemRefConstraints.RANKED_OR_UNRANKED)
      .result("result", Types.INDEX)
      .traits(Trait.PURE)
      .folder(OpFolder.single(MemRefFolders::rank))
      .format("$memref attr-dict `:` type($memref)"), RankOp::new);

  private RankOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RankOp match(Operation op) { return TYPE.match(op); }

  public Value memref() { return op.operand(0); }

  public OpResult result() { return op.result(); }
}
