package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;

/** {@code memref.reshape %m(%shape)}: a contiguous memref seen with the sizes a 1-D shape memref holds. */
public final class ReshapeOp extends OpView {
  public static final OpType<ReshapeOp> TYPE = OpType.of(OpDef.op("memref.reshape")
      .summary("memref reshape operation")
      .operand("source", MemRefConstraints.RANKED_OR_UNRANKED)
      .operand("shape", MemRefConstraints.RANK_1_INTEGER_OR_INDEX)
      .result("result", MemRefConstraints.RANKED_OR_UNRANKED)
      .traits(Trait.PURE)
      .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
      .verify(MemRefVerifiers::reshape)
      .implement(AsmResultNames.class, MemRefDecls.named("reshape")), ReshapeOp::new);

  private ReshapeOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ReshapeOp match(Operation op) { return TYPE.match(op); }

  public Value source() { return op.operand(0); }

  public Value shape() { return op.operand(1); }

  public OpResult result() { return op.result(); }
}
