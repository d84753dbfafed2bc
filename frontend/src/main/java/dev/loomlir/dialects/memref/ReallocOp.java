package dev.loomlir.dialects.memref;

import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;

/** {@code memref.realloc}: a 1-D buffer of a new size holding the source's elements (as C's realloc). */
public final class ReallocOp extends OpView {
  public static final OpType<ReallocOp> TYPE = OpType.of(OpDef.op("memref.realloc")
      .summary("memory reallocation operation")
      .operand("source", MemRefConstraints.RANK_1)
      .optionalOperand("dynamicResultSize", Types.INDEX)
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .result("result", MemRefConstraints.RANK_1)
      // Frees its operand and allocates its result (MemFreeAt, MemAlloc): never dead.
      .memoryEffects(MemoryEffect.FREE, MemoryEffect.ALLOCATE)
      .format("$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)")
      .verify(MemRefVerifiers::realloc), ReallocOp::new);

  private ReallocOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ReallocOp match(Operation op) { return TYPE.match(op); }

  public Value source() { return op.operand(0); }

  /** The size of a dynamic result, or null. */
  public Value dynamicResultSize() { return op.numOperands() > 1 ? op.operand(1) : null; }

  public OpResult result() { return op.result(); }
}
