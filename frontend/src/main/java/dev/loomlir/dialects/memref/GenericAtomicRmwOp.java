package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * {@code memref.generic_atomic_rmw %m[%i] { ^bb0(%current): ... memref.atomic_yield %new }}:
 * atomically replaces an element by what its region computes from the element's current value.
 */
public final class GenericAtomicRmwOp extends OpView {
  public static final OpType<GenericAtomicRmwOp> TYPE = OpType.of(OpDef.op("memref.generic_atomic_rmw")
      .summary("atomic read-modify-write operation with a region")
      .operand("memref", MemRefConstraints.MEMREF_OF_INTEGER_OR_FLOAT)
      .variadicOperand("indices", Types.INDEX)
      .result("result", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT)
      .region("atomic_body")
      .implicitTerminator("memref.atomic_yield")
      .typesMatchWith("result type matches element type of memref", "memref", "result", MemRefDecls::elementType)
      .memoryEffects(MemoryEffect.READ, MemoryEffect.WRITE)
      .syntax(new GenericAtomicRmwSyntax())
      .verify(MemRefVerifiers::genericAtomicRmw)
      .implement(IndexedMemoryAccess.class, IndexedMemoryAccess.memrefAt(0)), GenericAtomicRmwOp::new);

  private GenericAtomicRmwOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static GenericAtomicRmwOp match(Operation op) { return TYPE.match(op); }

  public Value memref() { return op.operand(0); }

  public List<Value> indices() { return operandsFrom(1); }

  public Block body() { return op.region(0).entryBlock(); }

  /** The element's value before the write, the body's argument. */
  public BlockArgument currentValue() { return body().argument(0); }

  public OpResult result() { return op.result(); }
}
