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

/** {@code vector.compressstore %m[%i], %mask, %v}: the lanes whose mask bit is set, written one after another from {@code m[i]}. */
public final class CompressStoreOp extends OpView {
  public static final OpType<CompressStoreOp> TYPE = OpType.of(OpDef.op("vector.compressstore")
      .summary("writes elements selectively from a vector as defined by a mask")
      .operand("base", VectorTypes.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .operand("mask", VectorTypes.FIXED_NON_ZERO_RANK_OF_I1)
      .operand("valueToStore", VectorTypes.NON_ZERO_RANK)
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .memoryEffects(MemoryEffect.WRITE)
      .format("$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)")
      .verify(CompressStoreOp::verify)
      .implement(IndexedMemoryAccess.class, MemoryChecks.baseThenIndices(2)), CompressStoreOp::new);

  private CompressStoreOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CompressStoreOp match(Operation op) { return TYPE.match(op); }

  public Value base() { return op.operand(0); }

  public MemRefType memRefType() { return (MemRefType) base().type(); }

  public List<Value> indices() { return op.operands().subList(1, op.numOperands() - 2); }

  public Value mask() { return op.operand(op.numOperands() - 2); }

  public Value valueToStore() { return op.operand(op.numOperands() - 1); }

  public VectorType vectorType() { return (VectorType) valueToStore().type(); }

  private static void verify(Operation op) {
    CompressStoreOp c = new CompressStoreOp(op);
    MemoryChecks.maskedWrite(op, c.base(), c.indices().size(), c.mask(), c.vectorType(), "dim");
  }

}
