package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Attribute;
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

/** {@code memref.atomic_rmw kind %v, %m[%i]}: atomically combines an element with a value; returns the element's old value. */
public final class AtomicRmwOp extends OpView {
  public static final OpType<AtomicRmwOp> TYPE = OpType.of(OpDef.op("memref.atomic_rmw")
      .summary("atomic read-modify-write operation")
      .attr("kind", MemRefAttrs.ATOMIC_RMW_KIND)
      .operand("value", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT)
      .operand("memref", MemRefConstraints.MEMREF_OF_INTEGER_OR_FLOAT)
      .variadicOperand("indices", Types.INDEX)
      .result("result", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT)
      .allTypesMatch("value", "result")
      .typesMatchWith("value type matches element type of memref", "memref", "value", MemRefDecls::elementType)
      .memoryEffects(MemoryEffect.READ, MemoryEffect.WRITE)
      .format("$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)")
      .verify(MemRefVerifiers::atomicRmw)
      .implement(IndexedMemoryAccess.class, IndexedMemoryAccess.memrefAt(1)), AtomicRmwOp::new);

  private AtomicRmwOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AtomicRmwOp match(Operation op) { return TYPE.match(op); }

  /** The {@code kind} attribute ({@code addf}, {@code maxs}, ...). */
  public Attribute kind() { return op.attr("kind"); }

  public Value value() { return op.operand(0); }

  public Value memref() { return op.operand(1); }

  public List<Value> indices() { return operandsFrom(2); }

  public OpResult result() { return op.result(); }
}
