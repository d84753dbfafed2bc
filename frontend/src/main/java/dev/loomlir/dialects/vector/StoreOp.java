package dev.loomlir.dialects.vector;

import dev.loomlir.dialects.memref.MemRefAttrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code vector.store %v, %m[%i, %j]}: an n-D vector written to an n-D slice of a memref (see {@link LoadOp}). */
public final class StoreOp extends OpView {
  public static final OpType<StoreOp> TYPE = OpType.of(OpDef.op("vector.store")
      .summary("writes an n-D vector to an n-D slice of memory")
      .operand("valueToStore", VectorTypes.ANY)
      .operand("base", VectorTypes.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .defaultOptionalAttr("nontemporal", MemRefAttrs.BOOL, IntegerAttr.bool(false))
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .memoryEffects(MemoryEffect.WRITE)
      .format("$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)")
      .verify(StoreOp::verify)
      .implement(IndexedMemoryAccess.class, IndexedMemoryAccess.memrefAt(1)), StoreOp::new);

  private StoreOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static StoreOp match(Operation op) { return TYPE.match(op); }

  public static StoreOp create(OpBuilder b, Location loc, Value value, Value base, List<Value> indices) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(value);
    s.operands.add(base);
    s.operands.addAll(indices);
    return new StoreOp(b.insert(s));
  }

  public Value valueToStore() { return op.operand(0); }

  public Value base() { return op.operand(1); }

  public MemRefType memRefType() { return (MemRefType) base().type(); }

  public List<Value> indices() { return operandsFrom(2); }

  public VectorType vectorType() { return (VectorType) valueToStore().type(); }

  private static void verify(Operation op) {
    MemoryChecks.loadStore(op, op.operand(1).type(), (VectorType) op.operand(0).type(), "valueToStore",
        "source memref has lower rank than the vector to store", "base and valueToStore element type should match",
        op.numOperands() - 2);
  }
}
