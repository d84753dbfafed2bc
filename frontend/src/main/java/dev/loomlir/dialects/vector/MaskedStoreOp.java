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

/** {@code vector.maskedstore %m[%i], %mask, %v}: {@code m[i + k] = v[k]} where the mask is set; nothing elsewhere. */
public final class MaskedStoreOp extends OpView {
  public static final OpType<MaskedStoreOp> TYPE = OpType.of(OpDef.op("vector.maskedstore")
      .summary("stores elements from a vector into memory as defined by a mask vector")
      .operand("base", VectorTypes.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .operand("mask", VectorTypes.NON_ZERO_RANK_OF_I1)
      .operand("valueToStore", VectorTypes.NON_ZERO_RANK)
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .memoryEffects(MemoryEffect.WRITE)
      .format("$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)")
      .verify(MaskedStoreOp::verify)
      .implement(IndexedMemoryAccess.class, MemoryChecks.baseThenIndices(2)), MaskedStoreOp::new);

  private MaskedStoreOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MaskedStoreOp match(Operation op) { return TYPE.match(op); }

  public Value base() { return op.operand(0); }

  public MemRefType memRefType() { return (MemRefType) base().type(); }

  public List<Value> indices() { return op.operands().subList(1, op.numOperands() - 2); }

  public Value mask() { return op.operand(op.numOperands() - 2); }

  public Value valueToStore() { return op.operand(op.numOperands() - 1); }

  public VectorType vectorType() { return (VectorType) valueToStore().type(); }

  private static void verify(Operation op) {
    MaskedStoreOp m = new MaskedStoreOp(op);
    MemoryChecks.maskedWrite(op, m.base(), m.indices().size(), m.mask(), m.vectorType(), "shape");
  }

}
