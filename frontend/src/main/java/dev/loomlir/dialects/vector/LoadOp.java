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

/**
 * {@code vector.load %m[%i, %j]}: an n-D slice of a memref starting at the indices, its innermost
 * dimension contiguous (unit stride), into an n-D vector.
 */
public final class LoadOp extends OpView {
  public static final OpType<LoadOp> TYPE = OpType.of(OpDef.op("vector.load")
      .summary("reads an n-D slice of memory into an n-D vector")
      .operand("base", VectorTypes.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .defaultOptionalAttr("nontemporal", MemRefAttrs.BOOL, IntegerAttr.bool(false))
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .result("result", VectorTypes.ANY)
      .memoryEffects(MemoryEffect.READ)
      .format("$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)")
      .verify(LoadOp::verify)
      .implement(IndexedMemoryAccess.class, IndexedMemoryAccess.memrefAt(0)), LoadOp::new);

  private LoadOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static LoadOp match(Operation op) { return TYPE.match(op); }

  public static LoadOp create(OpBuilder b, Location loc, VectorType type, Value base, List<Value> indices) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(base);
    s.operands.addAll(indices);
    s.resultTypes.add(type);
    return new LoadOp(b.insert(s));
  }

  public Value base() { return op.operand(0); }

  public MemRefType memRefType() { return (MemRefType) base().type(); }

  public List<Value> indices() { return operandsFrom(1); }

  public VectorType vectorType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    MemoryChecks.loadStore(op, op.operand(0).type(), (VectorType) op.result(0).type(), "result",
        "destination memref has lower rank than the result vector", "base and result element types should match",
        op.numOperands() - 1);
  }
}
