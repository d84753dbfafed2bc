package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code memref.dealloc}: frees a buffer {@code memref.alloc} made. */
public final class DeallocOp extends OpView {
  public static final OpType<DeallocOp> TYPE = OpType.of(OpDef.op("memref.dealloc")
      .summary("memory deallocation operation")
      .operand("memref", MemRefConstraints.RANKED_OR_UNRANKED)
      .memoryEffects(MemoryEffect.FREE)
      .format("$memref attr-dict `:` type($memref)"), DeallocOp::new);

  private DeallocOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DeallocOp match(Operation op) { return TYPE.match(op); }

  public static DeallocOp create(OpBuilder b, Location loc, Value memref) {
    return new DeallocOp(b.create(TYPE, loc, List.of(memref), List.of()));
  }

  public Value memref() { return op.operand(0); }
}
