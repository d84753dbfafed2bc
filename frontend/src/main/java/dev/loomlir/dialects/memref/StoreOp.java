package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/** {@code memref.store %v, %m[%i, ...]}: writes one element. */
public final class StoreOp extends OpView {
  public static final OpType<StoreOp> TYPE = OpType.of(OpDef.op("memref.store")
      .summary("store operation")
      .operand("value", Types.ANY)
      .operand("memref", MemRefConstraints.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .defaultOptionalAttr("nontemporal", Attrs.BOOL, IntegerAttr.bool(false))
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .typesMatchWith("type of 'value' matches element type of 'memref'", "memref", "value", MemRefDecls::elementType)
      .memoryEffects(MemoryEffect.WRITE)
      .format("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)")
      .verify(MemRefVerifiers::store)
      .implement(IndexedMemoryAccess.class, IndexedMemoryAccess.memrefAt(1)), StoreOp::new);

  private StoreOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static StoreOp match(Operation op) { return TYPE.match(op); }

  /** {@code memref.store value, memref[indices]}. */
  public static StoreOp create(OpBuilder b, Location loc, Value value, Value memref, List<? extends Value> indices) {
    List<Value> operands = new ArrayList<>(2 + indices.size());
    operands.add(value);
    operands.add(memref);
    operands.addAll(indices);
    return new StoreOp(b.create(TYPE, loc, operands, List.of()));
  }

  public Value value() { return op.operand(0); }

  public Value memref() { return op.operand(1); }

  public List<Value> indices() { return operandsFrom(2); }

  public MemRefType memRefType() { return (MemRefType) memref().type(); }
}
