package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/** {@code memref.load %m[%i, ...]}: reads one element. */
public final class LoadOp extends OpView {
  public static final OpType<LoadOp> TYPE = OpType.of(OpDef.op("memref.load")
      .summary("load operation")
      .operand("memref", MemRefConstraints.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .defaultOptionalAttr("nontemporal", Attrs.BOOL, IntegerAttr.bool(false))
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .result("result", Types.ANY)
      .typesMatchWith("result type matches element type of 'memref'", "memref", "result", MemRefDecls::elementType)
      // MemRead: an unused load may go, but it may not move across a write.
      .memoryEffects(MemoryEffect.READ)
      .format("$memref `[` $indices `]` attr-dict `:` type($memref)")
      .verify(MemRefVerifiers::load)
      .implement(IndexedMemoryAccess.class, IndexedMemoryAccess.memrefAt(0)), LoadOp::new);

  private LoadOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static LoadOp match(Operation op) { return TYPE.match(op); }

  /** {@code memref.load memref[indices]}, of the memref's element type. */
  public static LoadOp create(OpBuilder b, Location loc, Value memref, List<? extends Value> indices) {
    List<Value> operands = new ArrayList<>(1 + indices.size());
    operands.add(memref);
    operands.addAll(indices);
    Operation op = b.create(TYPE, loc, operands, List.of(((MemRefType) memref.type()).elementType()));
    return new LoadOp(op);
  }

  public Value memref() { return op.operand(0); }

  public List<Value> indices() { return operandsFrom(1); }

  public OpResult result() { return op.result(); }

  public MemRefType memRefType() { return (MemRefType) memref().type(); }
}
