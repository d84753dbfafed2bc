package dev.loomlir.dialects.index;

import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;

/** {@code index.cmp slt(%a, %b)}: compares two indices, giving an i1. */
public final class CmpOp extends OpView {
  public static final OpType<CmpOp> TYPE = OpType.of(IndexOpDecls.indexOp("index.cmp")
      .summary("index compare")
      .folder(IndexFolders.CMP)
      .attr("pred", IndexCmpPredicate.KIND)
      .operand("lhs", Types.INDEX)
      .operand("rhs", Types.INDEX)
      .result("result", Types.I1)
      .format("$pred `(` $lhs `,` $rhs `)` attr-dict")
      .implement(Canonicalization.class, IndexCanonicalization::cmpPatterns), CmpOp::new);

  private CmpOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CmpOp match(Operation op) { return TYPE.match(op); }

  public CmpIPredicate predicate() { return ((IndexCmpPredicate) op.attr("pred")).predicate(); }

  public Value lhs() { return op.operand(0); }

  public Value rhs() { return op.operand(1); }

  public OpResult result() { return op.result(); }
}
