package dev.loomlir.dialects.vector;

import dev.loomlir.dialects.memref.MemRefAttrs;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.List;

/**
 * {@code vector.expandload %m[%i], %mask, %pass}: consecutive elements from {@code m[i]} on fill
 * the lanes whose mask bit is set, in order; the other lanes are {@code pass}'s.
 */
public final class ExpandLoadOp extends OpView {
  public static final OpType<ExpandLoadOp> TYPE = OpType.of(OpDef.op("vector.expandload")
      .summary("reads elements from memory and spreads them into a vector as defined by a mask")
      .operand("base", VectorTypes.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .operand("mask", VectorTypes.FIXED_NON_ZERO_RANK_OF_I1)
      .operand("pass_thru", VectorTypes.NON_ZERO_RANK)
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .result("result", VectorTypes.NON_ZERO_RANK)
      .memoryEffects(MemoryEffect.READ)
      .format("$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)")
      .verify(ExpandLoadOp::verify)
      .implement(IndexedMemoryAccess.class, MemoryChecks.baseThenIndices(2)), ExpandLoadOp::new);

  private ExpandLoadOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExpandLoadOp match(Operation op) { return TYPE.match(op); }

  public Value base() { return op.operand(0); }

  public MemRefType memRefType() { return (MemRefType) base().type(); }

  public List<Value> indices() { return op.operands().subList(1, op.numOperands() - 2); }

  public Value mask() { return op.operand(op.numOperands() - 2); }

  public Value passThru() { return op.operand(op.numOperands() - 1); }

  public VectorType vectorType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    ExpandLoadOp e = new ExpandLoadOp(op);
    MemoryChecks.maskedRead(op, e.base(), e.indices().size(), e.mask(), e.vectorType(), e.passThru(), "dim");
  }

}
