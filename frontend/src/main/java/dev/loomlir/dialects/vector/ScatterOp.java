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

/** {@code vector.scatter %m[%i][%idx], %mask, %v}: the stores of {@link GatherOp}'s loads, lane by lane in order. */
public final class ScatterOp extends OpView {
  public static final OpType<ScatterOp> TYPE = OpType.of(OpDef.op("vector.scatter")
      .summary("scatters elements from a vector into memory as defined by an index vector and a mask vector")
      .operand("base", VectorTypes.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .operand("index_vec", VectorTypes.NON_ZERO_RANK_OF_INT_OR_INDEX)
      .operand("mask", VectorTypes.NON_ZERO_RANK_OF_I1)
      .operand("valueToStore", VectorTypes.NON_ZERO_RANK)
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .memoryEffects(MemoryEffect.WRITE)
      .format("$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($index_vec) `,` type($mask) `,` type($valueToStore)")
      .verify(ScatterOp::verify)
      .implement(IndexedMemoryAccess.class, MemoryChecks.baseThenIndices(3))
      .implement(Maskable.class, op -> Maskable.maskOf((VectorType) op.operand(op.numOperands() - 1).type())), ScatterOp::new);

  private ScatterOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ScatterOp match(Operation op) { return TYPE.match(op); }

  public Value base() { return op.operand(0); }

  public MemRefType memRefType() { return (MemRefType) base().type(); }

  public List<Value> indices() { return op.operands().subList(1, op.numOperands() - 3); }

  public Value indexVec() { return op.operand(op.numOperands() - 3); }

  public Value mask() { return op.operand(op.numOperands() - 2); }

  public Value valueToStore() { return op.operand(op.numOperands() - 1); }

  public VectorType vectorType() { return (VectorType) valueToStore().type(); }

  private static void verify(Operation op) {
    ScatterOp s = new ScatterOp(op);
    VectorType value = s.vectorType();
    MemoryChecks.elementType(op, s.base().type(), value, "valueToStore");
    MemoryChecks.indexCount(op, s.base().type(), s.indices().size());
    if (!value.shape().equals(((VectorType) s.indexVec().type()).shape())) {
      throw VectorChecks.fail(op, "expected valueToStore dim to match indices dim");
    }
    if (!value.shape().equals(((VectorType) s.mask().type()).shape())) {
      throw VectorChecks.fail(op, "expected valueToStore dim to match mask dim");
    }
  }
}
