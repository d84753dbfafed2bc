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
 * {@code vector.maskedload %m[%i], %mask, %pass}: lane {@code k} is {@code m[i + k]} where the mask
 * is set and {@code pass[k]} elsewhere; masked-off lanes never touch memory.
 */
public final class MaskedLoadOp extends OpView {
  public static final OpType<MaskedLoadOp> TYPE = OpType.of(OpDef.op("vector.maskedload")
      .summary("loads elements from memory into a vector as defined by a mask vector")
      .operand("base", VectorTypes.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .operand("mask", VectorTypes.NON_ZERO_RANK_OF_I1)
      .operand("pass_thru", VectorTypes.NON_ZERO_RANK)
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .result("result", VectorTypes.NON_ZERO_RANK)
      .memoryEffects(MemoryEffect.READ)
      .format("$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)")
      .verify(MaskedLoadOp::verify)
      .implement(IndexedMemoryAccess.class, MemoryChecks.baseThenIndices(2)), MaskedLoadOp::new);

  private MaskedLoadOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MaskedLoadOp match(Operation op) { return TYPE.match(op); }

  public Value base() { return op.operand(0); }

  public MemRefType memRefType() { return (MemRefType) base().type(); }

  public List<Value> indices() { return op.operands().subList(1, op.numOperands() - 2); }

  public Value mask() { return op.operand(op.numOperands() - 2); }

  public Value passThru() { return op.operand(op.numOperands() - 1); }

  public VectorType vectorType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    MaskedLoadOp m = new MaskedLoadOp(op);
    MemoryChecks.maskedRead(op, m.base(), m.indices().size(), m.mask(), m.vectorType(), m.passThru(), "shape");
  }

}
